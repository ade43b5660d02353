import type { Measurement } from './page/storageBench.ts';
import { launchBenchBrowser } from './browser.ts';
import { openBenchVisitorLog } from './system/benchPage.ts';
import { startBenchServer } from './system/benchServer.ts';
import { benchCatchUp } from './system/catchUp.ts';
import { benchLiveBurst } from './system/liveBurst.ts';
import { benchLiveLatency } from './system/liveLatency.ts';

/**
 * The system benches: the real server in this process (built app from dist/: run `npm run build`
 * first), headless Chromium with an on-disk profile signed in as the demo admin, the visitor log
 * of one site open. Latency first, while the site's log is small, then catch-up, then the burst; each bench documents its
 * baseline (measured in the same run) in its own file under system/.
 */
export async function systemBenches(): Promise<Measurement[]> {
  const server = await startBenchServer();
  const browser = await launchBenchBrowser();
  try {
    const bench = await openBenchVisitorLog(browser, server);
    // Catch-up before the burst: the burst leaves full refreshes of a large window running, and a
    // catch-up measured behind them would time those instead.
    const latency = await benchLiveLatency(server, bench);
    const catchUp = await benchCatchUp(server, bench);
    const burst = await benchLiveBurst(server, bench);
    const results = [latency, burst, catchUp];
    await bench.close();
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}
