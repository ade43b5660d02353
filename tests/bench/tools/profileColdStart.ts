// A CPU profile of offline cold starts of /visitors/log (N visitors, default 5,000; 4× CPU), written
// to /tmp/prof/cold{0,1}.cpuprofile; read with `node tests/bench/tools/analyzeProfile.mjs <file>`.
// Run: `npm run build && N=50000 npx tsx tests/bench/tools/profileColdStart.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBenchBrowser } from '../browser.ts';
import { startBenchServer } from '../system/benchServer.ts';
import { CPU_SLOWDOWN, whileOffline } from '../system/coldStart.ts';
import { openWithLocalVisitors } from '../system/localVisitors.ts';
import {
  firstRowTimes,
  installPageTiming,
  interactiveAt,
  longTasksText,
} from '../system/pageTiming.ts';
import { serverSwitch } from '../system/serverSwitch.ts';

const COUNT = Number(process.env.N ?? 5000);
const server = await startBenchServer();
const network = serverSwitch(server);
const browser = await launchBenchBrowser();
const { context } = browser;
await installPageTiming(context);
const { setup, log } = await openWithLocalVisitors(context, server, COUNT);
await setup.close();
await whileOffline(context, network, async () => {
  for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
    page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 200)));
    await page.goto(`${log.baseURL}/visitors/log`);
    const { firstRow } = await firstRowTimes(page);
    const interactive = await interactiveAt(page);
    console.log(
      `round ${round}: first row ${firstRow} interactive ${interactive} tasks ${await longTasksText(page)}`,
    );
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync('/tmp/prof', { recursive: true });
    writeFileSync(`/tmp/prof/cold${round}.cpuprofile`, JSON.stringify(profile));
    await page.close();
  }
});
await browser.close();
await server.close();
