import type { WorkerLogRecord } from '../../contract/index.ts';
import { DEFAULT_DATE_FORMAT, formatDate } from '../../src/ui/dateFormat.ts';
import { expect, test } from './fixtures.ts';
import type { GatehouseApi } from './support/api.ts';
import { today } from './support/demo.ts';
import { mqttSubscribed } from './support/mqtt.ts';
import { openWorkerLog, workerNameOf } from './support/workerLogFlow.ts';

const DAY_MS = 86_400_000;
const TAKEN_MESSAGE =
  'A clock in/out for the specified dates/times already exists - please correct your entries';

/** `YYYY-MM-DDTHH:mm` in local time (a datetime-local input's value). */
function localInput(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

const wholeMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/**
 * A worker with a completed pair today (one clock-in, one clock-out) and an earlier clock-out at
 * the same site: moving today's clock-in onto that clock-out's time hits an existing event while
 * the pair stays in order (the modal refuses a clock-in after its own clock-out). The pair is
 * created (createShiftPair) after the worker's last event, so it is their newest row whatever the
 * demo did today. Which demo workers have a gap depends on the time of day (the demo's attendance
 * is drawn relative to now), so the test takes the worker whose last event is oldest instead of
 * requiring one without events in the last day (that failed in a run at 08:53 UTC).
 */
async function completedPair(api: GatehouseApi) {
  const site = await api.firstSite();
  const { beginTime, endTime } = today();
  const now = Date.now();
  const { Items } = await api.workerLog({
    hierarchies: [site.hierarchy],
    beginTime: beginTime - 10 * DAY_MS,
    endTime,
  });
  const byWorker = new Map<string, WorkerLogRecord[]>();
  for (const event of Items) {
    byWorker.set(event.ProfileId, [...(byWorker.get(event.ProfileId) ?? []), event]);
  }
  const candidates = [...byWorker.values()].flatMap((events) => {
    const last = Math.max(...events.map((e) => e.evtTimeStamp));
    const earlierOut = events
      .filter((e) => e.eventType === 'CLOCK_OUT' && e.biometricProcessingStatus !== 'PENDING')
      .sort((a, b) => b.evtTimeStamp - a.evtTimeStamp)[0];
    // After the last event with room for the adjustment 10 minutes earlier; a third of the way
    // from midnight to now at the earliest, and late enough that 10 minutes earlier is today.
    const todayIn = wholeMinute(
      Math.max(last + 12 * 60_000, beginTime + Math.max(15 * 60_000, (now - beginTime) / 3)),
    );
    return earlierOut && todayIn + 6 * 60_000 < now ? [{ last, earlierOut, todayIn }] : [];
  });
  const chosen = candidates.sort((a, b) => a.last - b.last)[0];
  if (!chosen) {
    throw new Error(`No demo worker at ${site.name} has a clock-out and room for a pair today`);
  }
  const { earlierOut, todayIn } = chosen;
  await api.call('workerLogOperations/createShiftPair', {
    EntityHierarchy: earlierOut.EntityHierarchy,
    evtTimeStampProfileID: earlierOut.evtTimeStampProfileID,
    clockInTimeStamp: todayIn,
    clockOutTimeStamp: todayIn + 5 * 60_000,
    correctionComment: 'Shift for the test',
    mutationId: `e2e-pair-${now}`,
  });
  const created = await api.workerLog({ hierarchies: [site.hierarchy], beginTime, endTime });
  const clockIn = created.Items.find(
    (e) => e.ProfileId === earlierOut.ProfileId && e.evtTimeStamp === todayIn,
  );
  if (!clockIn) throw new Error('The created shift is not on the server');
  return { clockIn, earlierOut, site };
}

test.describe('worker log corrections', () => {
  test('a correction made in one browser appears live in a second; a conflicting adjustment shows the spec message', async ({
    page,
    browser,
    server,
    adminApi,
  }) => {
    const { clockIn, earlierOut, site } = await completedPair(adminApi);
    const name = workerNameOf(clockIn.workerFullDetails);
    const other = await browser.newContext({ baseURL: server.baseURL, locale: 'en-GB' });
    try {
      const watchingPage = await other.newPage();
      const subscribed = mqttSubscribed(watchingPage, 'workerEvents');
      const watching = await openWorkerLog(watchingPage, site);
      await subscribed;
      await expect(watching.actions(name).first()).toBeVisible();

      const log = await openWorkerLog(page, site);
      const earlier = wholeMinute(clockIn.evtTimeStamp - 10 * 60_000);
      const dialog = await log.correct(
        name,
        'Adjust clock-in time',
        localInput(earlier),
        'Badge reader was down',
      );
      await expect(dialog).toBeHidden();
      // The second browser gets the REMOVE of the old key and the INSERT of the new one live: the
      // worker's row shows the new clock-in time.
      const workerRow = watchingPage.getByRole('row', { name: new RegExp(`^${name}, `) });
      await expect(
        workerRow.getByText(formatDate(new Date(earlier), DEFAULT_DATE_FORMAT), { exact: true }),
      ).toBeVisible({
        timeout: 5_000,
      });
      // The created pair's correction and the adjustment.
      await expect(watching.corrections(name).first()).toHaveText('2 corrections');

      // An earlier clock-out of the worker moved to a whole minute (the inputs have no seconds),
      // then today's clock-in typed onto it: an event exists there. Refused in the modal when the
      // device holds that event, else by the server (409 CLOCK_EVENT_EXISTS) and announced.
      const taken = wholeMinute(earlierOut.evtTimeStamp) + 60_000;
      await adminApi.call('workerLogOperations/adjustClockTime', {
        EntityHierarchy: earlierOut.EntityHierarchy,
        evtTimeStampProfileID: earlierOut.evtTimeStampProfileID,
        lmt: earlierOut.lmt,
        newEvtTimeStamp: taken,
        correctionComment: 'Rounded for the test',
        mutationId: `e2e-${Date.now()}`,
      });
      await log.correct(name, 'Adjust clock-in time', localInput(taken), 'Wrong time');
      await expect(page.getByText(TAKEN_MESSAGE).first()).toBeVisible();
    } finally {
      await other.close();
    }

    const { Items } = await adminApi.workerLog({ hierarchies: [site.hierarchy], ...today() });
    const keys = Items.map((event) => event.evtTimeStampProfileID);
    expect(keys).not.toContain(clockIn.evtTimeStampProfileID);
    expect(keys).toContain(
      `${wholeMinute(clockIn.evtTimeStamp - 10 * 60_000)}#${clockIn.ProfileId}`,
    );
  });
});
