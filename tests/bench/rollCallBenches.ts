import { launchBenchBrowser } from './browser.ts';
import { atMost, type Figure, figureOf } from './figures.ts';
import { startBenchServer } from './system/benchServer.ts';
import { whileOffline } from './system/coldStart.ts';
import { startEvacuation } from './system/evacuation.ts';
import { openWithLocalVisitors } from './system/localVisitors.ts';
import { installPageTiming, MARSHAL_ROW } from './system/pageTiming.ts';
import { benchRollCallColdStart, openRollCall } from './system/rollCallColdStart.ts';
import { serverSwitch } from './system/serverSwitch.ts';
import { inRounds } from './systemBench.ts';

/** Visitors on site for the roll call (issue 10: 2,000); BENCH_ROLL_CALL_PEOPLE overrides. */
const ROLL_CALL_PEOPLE = Number(process.env.BENCH_ROLL_CALL_PEOPLE ?? 2_000);

/**
 * The roll call bench (issue 10), on a server and browser of its own: ROLL_CALL_PEOPLE visitors
 * signed in today at the first site and mirrored into the local database by the app's sync (as
 * for offline-cold-start), an evacuation of that site started by the demo admin (an evacuation
 * admin) and its roll call opened once online, so the evacuation pack and the roll call's data
 * are on the device; then every round opens the roll call cold, offline, at phone size with the
 * CPU slowed down 4×.
 */
export async function rollCallBenches(rounds: number): Promise<Figure[]> {
  const server = await startBenchServer();
  const network = serverSwitch(server);
  const browser = await launchBenchBrowser();
  const { context } = browser;
  try {
    await installPageTiming(context, MARSHAL_ROW);
    const { setup, log } = await openWithLocalVisitors(context, server, ROLL_CALL_PEOPLE);
    console.log(`${ROLL_CALL_PEOPLE} visitors on the device; starting an evacuation`);
    await startEvacuation(setup.api, log.hierarchy);
    const people = await openRollCall(setup.page, server.baseURL, ROLL_CALL_PEOPLE);
    console.log(`roll call of ${people} people on the device`);
    await setup.close();
    const coldStarts = await whileOffline(context, network, () =>
      inRounds('rollcall-cold-start', rounds, () =>
        benchRollCallColdStart(context, server.baseURL),
      ),
    );
    return [figureOf(coldStarts, atMost(1_500, 'ms'))];
  } finally {
    await browser.close();
    await server.close();
  }
}
