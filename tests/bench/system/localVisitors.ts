import type { BrowserContext } from '@playwright/test';
import { today } from '../../e2e/support/demo.ts';
import { waitForServiceWorkerControl } from '../../e2e/support/serviceWorker.ts';
import { type BenchPage, localVisitorCount, openBenchVisitorLog } from './benchPage.ts';
import type { BenchServer } from './benchServer.ts';
import type { LogSite } from './logFirstRows.ts';
import { waitUntil } from './measure.ts';
import { seedVisitorsToday } from './seedVisitors.ts';

const SYNC_TIMEOUT_MS = 600_000;

/**
 * The data of an offline start put in place as a user's device gets it: `count` visitors signed
 * in today at the demo organisation's first site (server side, before the app opens), then the
 * admin opens the visitor log, the app's own sync mirrors them into the local database, and the
 * service worker controls the page. The caller closes `setup` when done with it.
 */
export async function openWithLocalVisitors(
  context: BrowserContext,
  server: BenchServer,
  count: number,
): Promise<{ setup: BenchPage; log: LogSite }> {
  const since = today().beginTime;
  const setup = await openBenchVisitorLog(context, server, async (site) => {
    const started = Date.now();
    await seedVisitorsToday(server.gatehouse, site.hierarchy, count);
    console.log(`seeded ${count} visitors in ${Date.now() - started} ms`);
  });
  const log: LogSite = { baseURL: server.baseURL, hierarchy: setup.site.hierarchy, since };
  await waitUntil(
    'the first retrieval',
    async () => (await localVisitorCount(setup.page, log.hierarchy, since)) >= count,
    SYNC_TIMEOUT_MS,
    1_000,
  );
  await waitForServiceWorkerControl(setup.page);
  return { setup, log };
}
