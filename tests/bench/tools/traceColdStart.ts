// A Chrome trace of offline cold starts of /visitors/log (N visitors, default 5,000; 4× CPU), each
// main-thread task over 50 ms with what ran in it, written to /tmp/prof/trace{n}.json and printed.
// Run: `npm run build && N=50000 ROUNDS=3 [PAGE=/visitors/log] npx tsx tests/bench/tools/traceColdStart.ts`.
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
import { printLongTasks, startTaskTrace } from './longTaskTrace.ts';

const COUNT = Number(process.env.N ?? 5000);
const PATH = process.env.PAGE ?? '/visitors/log';
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
    await startTaskTrace(cdp);
    await page.goto(`${log.baseURL}${PATH}`);
    const { firstRow } = await firstRowTimes(page);
    const interactive = await interactiveAt(page);
    const tasks = await longTasksText(page);
    console.log(`round ${round}: first row ${firstRow} interactive ${interactive} tasks ${tasks}`);
    await printLongTasks(cdp, { untilMs: firstRow ?? undefined, keepAs: `trace${round}` });
    await page.close();
  }
});
await browser.close();
await server.close();
