import { OPEN_END } from '../../contract/operations.ts';
import { today } from '../e2e/support/demo.ts';
import { waitForServiceWorkerControl } from '../e2e/support/serviceWorker.ts';
import { launchBenchBrowser } from './browser.ts';
import { atMost, type Figure, figureOf, ratioAtLeast } from './figures.ts';
import type { Measurement } from './page/storageBench.ts';
import { inRounds } from './systemBench.ts';
import { localVisitorCount, openBenchVisitorLog } from './system/benchPage.ts';
import { startBenchServer } from './system/benchServer.ts';
import { benchInitialJs, benchPrecache } from './system/bundleSizes.ts';
import { startDashboard } from './system/dashboard.ts';
import { benchLogFirstRows, FIRST_ROWS, type LogSite } from './system/logFirstRows.ts';
import { waitUntil } from './system/measure.ts';
import { benchOfflineColdStart } from './system/offlineColdStart.ts';
import { installPageTiming } from './system/pageTiming.ts';
import { readNewestVisitors } from './system/rawLogRead.ts';
import { seedVisitorsToday } from './system/seedVisitors.ts';
import { serverSwitch } from './system/serverSwitch.ts';
import { benchSlowNetworkOpen } from './system/slowNetworkOpen.ts';

/** Visitors in the log's window (today) for the opening figures; BENCH_LOG_VISITORS overrides. */
const LOG_VISITORS = Number(process.env.BENCH_LOG_VISITORS ?? 50_000);
const SYNC_TIMEOUT_MS = 600_000;

/**
 * The opening benches, on a server and browser of their own: LOG_VISITORS visitors signed in
 * today at the first site before the admin opens its visitor log, which retrieves them all; then,
 * with the service worker installed and the data local, new pages open /visitors/log warm, on
 * slow 3G and offline with a slowed-down CPU. The initial JavaScript is measured on the same
 * context, the precache from dist/.
 */
export async function openBenches(rounds: number): Promise<Figure[]> {
  const server = await startBenchServer();
  const network = serverSwitch(server);
  const browser = await launchBenchBrowser();
  const { context } = browser;
  const since = today().beginTime;
  try {
    await installPageTiming(context);
    const setup = await openBenchVisitorLog(context, server, async (site) => {
      const started = Date.now();
      await seedVisitorsToday(server.gatehouse, site.hierarchy, LOG_VISITORS);
      console.log(`seeded ${LOG_VISITORS} visitors in ${Date.now() - started} ms`);
    });
    const log: LogSite = { baseURL: server.baseURL, hierarchy: setup.site.hierarchy, since };
    await waitUntil(
      'the first retrieval',
      async () => (await localVisitorCount(setup.page, log.hierarchy, since)) >= LOG_VISITORS,
      SYNC_TIMEOUT_MS,
      1_000,
    );
    await waitForServiceWorkerControl(setup.page);
    const newest = await readNewestVisitors(setup.page, log.hierarchy, since, FIRST_ROWS);
    const dashboard = await startDashboard(server.baseURL, {
      hierarchies: [log.hierarchy],
      beginTime: newest.oldest,
      endTime: OPEN_END,
    });
    // From here every page opens alone, as an app start does (it leads the sync engine).
    await setup.close();
    try {
      const initialJs = await benchInitialJs(context, server.baseURL);
      await benchLogFirstRows(context, log); // warm-up, not counted
      const firstRows = await inRounds('log-first-rows', rounds, () =>
        benchLogFirstRows(context, log),
      );
      const slowOpen = await inRounds('slow-network-open', rounds, () =>
        benchSlowNetworkOpen(context, log, dashboard),
      );
      await context.setOffline(true);
      network.off();
      const coldStarts: { firstRow: Measurement; interactive: Measurement }[] = [];
      for (let round = 0; round < rounds; round++) {
        coldStarts.push(await benchOfflineColdStart(context, log));
      }
      network.on();
      await context.setOffline(false);
      const coldFirstRow = coldStarts.map((c) => c.firstRow);
      const coldInteractive = coldStarts.map((c) => c.interactive);
      console.log(
        `offline-cold-start rounds: ${coldStarts
          .map((c) => `${c.firstRow.value} / ${c.interactive.value} ms`)
          .join(', ')}`,
      );
      return [
        figureOf(firstRows, atMost(300, 'ms')),
        figureOf(coldFirstRow, atMost(1_500, 'ms')),
        figureOf(coldInteractive, atMost(1_500, 'ms')),
        figureOf(slowOpen, ratioAtLeast(10, 'ratio ≥ 10×')),
        figureOf([initialJs], atMost(initialJs.baseline, 'KB')),
        figureOf([benchPrecache()], atMost(2_560, 'KB')),
      ];
    } finally {
      await dashboard.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
