import { launchBenchBrowser } from './browser.ts';
import type { Measurement } from './page/storageBench.ts';
import { medianMeasurement } from './report.ts';
import { openBenchVisitorLog } from './system/benchPage.ts';
import { startBenchServer } from './system/benchServer.ts';
import { benchCatchUp } from './system/catchUp.ts';
import { benchLiveBurst } from './system/liveBurst.ts';
import { withLiveBreakdown, withLongTaskWatch } from './system/liveBreakdown.ts';
import { BURST_PAUSE_MS, benchLiveLatency } from './system/liveLatency.ts';
import { sleep } from './system/measure.ts';

/**
 * The latency p95 of one run swings by tens of milliseconds on these shared 2-core machines (one
 * stall of the page or the disk moves a dozen of its 210 samples), so it is the median of
 * `rounds` runs, like the storage figures. Later rounds run against a longer log.
 */
async function medianLiveLatency(
  server: Parameters<typeof benchLiveLatency>[0],
  bench: Parameters<typeof benchLiveLatency>[1],
  rounds: number,
): Promise<Measurement> {
  const runs: Measurement[] = [];
  for (let round = 0; round < rounds; round++) {
    // The previous round's last burst must leave the spec's 15 s burst window first.
    if (round > 0) await sleep(BURST_PAUSE_MS);
    runs.push(await withLiveBreakdown(bench.page, () => benchLiveLatency(server, bench)));
  }
  console.log(`live-latency-p95 rounds: ${runs.map((run) => `${run.value} ms`).join(', ')}`);
  return medianMeasurement(runs);
}

/**
 * The system benches: the real server in this process (built app from dist/: run `npm run build`
 * first), headless Chromium with an on-disk profile signed in as the demo admin, the visitor log
 * of one site open. Latency first, while the site's log is small, then catch-up, then the burst; each bench documents its
 * baseline (measured in the same run) in its own file under system/.
 */
export async function systemBenches(rounds: number): Promise<Measurement[]> {
  const server = await startBenchServer();
  const browser = await launchBenchBrowser();
  try {
    const bench = await openBenchVisitorLog(browser, server);
    // Catch-up before the burst: the burst leaves full refreshes of a large window running, and a
    // catch-up measured behind them would time those instead.
    const latency = await medianLiveLatency(server, bench, rounds);
    const catchUp = await benchCatchUp(server, bench);
    const burst = await withLongTaskWatch(bench.page, 'live-burst', () =>
      benchLiveBurst(server, bench),
    );
    const results = [latency, burst, catchUp];
    await bench.close();
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}
