// A CPU profile of the page during one live-latency round (the visitor log open, 100 events/s),
// written to /tmp/prof/live.cpuprofile; read with tests/bench/tools/analyzeProfile.mjs.
// Run: `npm run build && [WARM=2] [ROUND=burst] npx tsx tests/bench/tools/profileLive.ts`.
// ROUND=burst profiles a live-burst round (5,000 events at 1,000/s) instead.
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBenchBrowser } from '../browser.ts';
import { openBenchVisitorLog } from '../system/benchPage.ts';
import { startBenchServer } from '../system/benchServer.ts';
import { benchLiveBurst } from '../system/liveBurst.ts';
import { BURST_PAUSE_MS, benchLiveLatency } from '../system/liveLatency.ts';
import { sleep } from '../system/measure.ts';
import { installPageTiming } from '../system/pageTiming.ts';

mkdirSync('/tmp/prof', { recursive: true });
const server = await startBenchServer();
const browser = await launchBenchBrowser();
await installPageTiming(browser.context);
const bench = await openBenchVisitorLog(browser.context, server);
// WARM=n: n unprofiled rounds first, so the profiled one runs against a larger log.
for (let round = 0; round < Number(process.env.WARM ?? 0); round++) {
  await benchLiveLatency(server, bench).catch((e) => console.log(String(e)));
  await sleep(BURST_PAUSE_MS);
}
const cdp = await browser.context.newCDPSession(bench.page);
const tracing = process.env.TRACE !== undefined;
const events: unknown[] = [];
cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => events.push(...e.value));
if (tracing) {
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,v8.execute',
    transferMode: 'ReportEvents',
  });
} else {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
}
const result = await (process.env.ROUND === 'burst'
  ? benchLiveBurst(server, bench)
  : benchLiveLatency(server, bench)
).catch((e) => String(e));
let profile: unknown = null;
if (tracing) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  writeFileSync('/tmp/prof/live-trace.json', JSON.stringify(events));
} else {
  profile = (await cdp.send('Profiler.stop')).profile;
}
console.log(`live ${process.env.ROUND ?? 'latency'} round`, JSON.stringify(result).slice(0, 300));
console.log(
  'DOM',
  await bench.page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    rows: document.querySelectorAll('tbody tr').length,
    svg: document.querySelectorAll('svg').length,
    fixed: [...document.querySelectorAll('*')].filter(
      (e) => getComputedStyle(e).position === 'fixed',
    ).length,
    animations: document
      .getAnimations()
      .map(
        (a) =>
          `${(a as CSSAnimation).animationName ?? a.id} on ${(a.effect as KeyframeEffect | null)?.target?.className}`,
      ),
    willChange: [...document.querySelectorAll('*')].filter(
      (e) => getComputedStyle(e).willChange !== 'auto' || getComputedStyle(e).transform !== 'none',
    ).length,
  })),
);
if (profile) writeFileSync('/tmp/prof/live.cpuprofile', JSON.stringify(profile));
await bench.close();
await browser.close();
await server.close();
