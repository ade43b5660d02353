import { launchBenchBrowser } from './browser.ts';
import { atMost, type Figure, figureOf, multipleAtMost } from './figures.ts';
import type { Measurement } from './page/storageBench.ts';
import { openBenchVisitorLog } from './system/benchPage.ts';
import { startBenchServer } from './system/benchServer.ts';
import { benchSites, showSite } from './system/benchSites.ts';
import { benchCatchUp } from './system/catchUp.ts';
import { withLiveBreakdown } from './system/liveBreakdown.ts';
import { benchLiveBurst, LONG_TASK_MS } from './system/liveBurst.ts';
import { BURST_PAUSE_MS, benchLiveLatency } from './system/liveLatency.ts';
import { liveStageBreakdown } from './system/liveStages.ts';
import { sleep } from './system/measure.ts';
import { installPageTiming } from './system/pageTiming.ts';

/** Runs `bench` `rounds` times, waiting `pause` ms between rounds, and logs every round. */
export async function inRounds<T extends Measurement>(
  name: string,
  rounds: number,
  bench: () => Promise<T>,
  pauseMs = 0,
): Promise<T[]> {
  const runs: T[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round > 0) await sleep(pauseMs);
    runs.push(await bench());
  }
  console.log(`${name} rounds: ${runs.map((run) => `${run.value} ${run.unit}`).join(', ')}`);
  return runs;
}

/**
 * The live benches: the real server in this process (built app from dist/: run `npm run build`
 * first), headless Chromium with an on-disk profile signed in as the demo admin, the visitor log
 * of one site open. Latency first, while the site's log is small, then catch-up, then the burst
 * (the burst leaves full refreshes of a large window running, and a catch-up measured behind them
 * would time those instead); each bench documents its baseline (measured in the same round) in
 * its own file under system/. The latency rounds share the first site (each adds 210 rows to
 * its log); every catch-up and burst round writes 5,000 records at a site of its own (the demo
 * organisation's next site, wrapping around when there are fewer sites than rounds), so that a
 * round does not run against the previous rounds' records.
 */
export async function liveBenches(rounds: number): Promise<Figure[]> {
  const server = await startBenchServer();
  const browser = await launchBenchBrowser();
  try {
    await installPageTiming(browser.context);
    const bench = await openBenchVisitorLog(browser.context, server);
    // Each latency round's bursts, and the burst rounds, must leave the spec's 15 s burst window
    // before the next round.
    const latency = await inRounds(
      'live-latency-p95',
      rounds,
      () => withLiveBreakdown(bench.page, () => benchLiveLatency(server, bench)),
      BURST_PAUSE_MS,
    );
    const stages = await liveStageBreakdown(bench.page);
    // Catch-up and burst rounds each write 5,000 records: each runs on a site of its own.
    const sites = await benchSites(bench.api);
    let nextSite = 1;
    const onNextSite = () => showSite(bench, sites[nextSite++ % sites.length] ?? bench.site);
    const catchUp = await inRounds('catch-up', rounds, async () =>
      benchCatchUp(server, await onNextSite()),
    );
    const bursts: Awaited<ReturnType<typeof benchLiveBurst>>[] = [];
    for (let round = 0; round < rounds; round++) {
      const onSite = await onNextSite();
      await sleep(BURST_PAUSE_MS);
      bursts.push(await benchLiveBurst(server, onSite));
    }
    const burst = bursts.map((b) => b.burst);
    const longestTask = bursts.map((b) => b.longestTask);
    console.log(`live-burst rounds: ${burst.map((b) => `${b.value} ms`).join(', ')}`);
    console.log(`longest tasks: ${longestTask.map((b) => `${b.value} ms`).join(', ')}`);
    await bench.close();
    return [
      { ...figureOf(latency, atMost(100, 'ms')), ...(stages ? { stages } : {}) },
      figureOf(burst, multipleAtMost(1.2, '≤ 1.2× the publish time')),
      {
        ...figureOf(longestTask, atMost(LONG_TASK_MS, 'ms')),
        goal: `none over ${LONG_TASK_MS} ms`,
      },
      figureOf(catchUp, atMost(2_000, 'ms')),
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
