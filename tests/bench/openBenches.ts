import { OPEN_END } from '../../contract/operations.ts';
import { launchBenchBrowser } from './browser.ts';
import { atMost, type Figure, figureOf, ratioAtLeast } from './figures.ts';
import type { Measurement } from './page/storageBench.ts';
import { startBenchServer } from './system/benchServer.ts';
import { whileOffline } from './system/coldStart.ts';
import { startDashboard } from './system/dashboard.ts';
import { openWithLocalVisitors } from './system/localVisitors.ts';
import { benchLogFirstRows, FIRST_ROWS } from './system/logFirstRows.ts';
import { benchOfflineColdStart } from './system/offlineColdStart.ts';
import { installPageTiming } from './system/pageTiming.ts';
import { readNewestVisitors } from './system/rawLogRead.ts';
import { serverSwitch } from './system/serverSwitch.ts';
import { benchSlowNetworkOpen } from './system/slowNetworkOpen.ts';
import { inRounds } from './systemBench.ts';

/** Visitors in the log's window (today) for the opening figures; BENCH_LOG_VISITORS overrides. */
const LOG_VISITORS = Number(process.env.BENCH_LOG_VISITORS ?? 50_000);

/**
 * The opening benches, on a server and browser of their own: LOG_VISITORS visitors signed in
 * today at the first site before the admin opens its visitor log, which retrieves them all; then,
 * with the service worker installed and the data local, new pages open /visitors/log warm, on
 * slow 3G and offline with a slowed-down CPU.
 */
export async function openBenches(rounds: number): Promise<Figure[]> {
  const server = await startBenchServer();
  const network = serverSwitch(server);
  const browser = await launchBenchBrowser();
  const { context } = browser;
  try {
    await installPageTiming(context);
    const { setup, log } = await openWithLocalVisitors(context, server, LOG_VISITORS);
    const newest = await readNewestVisitors(setup.page, log.hierarchy, log.since, FIRST_ROWS);
    const dashboard = await startDashboard(server.baseURL, {
      hierarchies: [log.hierarchy],
      beginTime: newest.oldest,
      endTime: OPEN_END,
    });
    // From here every page opens alone, as an app start does (it leads the sync engine).
    await setup.close();
    try {
      await benchLogFirstRows(context, log); // warm-up, not counted
      const firstRows = await inRounds('log-first-rows', rounds, () =>
        benchLogFirstRows(context, log),
      );
      const slowOpen = await inRounds('slow-network-open', rounds, () =>
        benchSlowNetworkOpen(context, log, dashboard),
      );
      const coldStarts = await whileOffline(context, network, async () => {
        const runs: { firstRow: Measurement; interactive: Measurement }[] = [];
        for (let round = 0; round < rounds; round++) {
          runs.push(await benchOfflineColdStart(context, log));
        }
        return runs;
      });
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
      ];
    } finally {
      await dashboard.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
