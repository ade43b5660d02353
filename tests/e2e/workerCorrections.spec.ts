import type { WorkerLogRecord } from '../../contract/index.ts';
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
 * A worker with a completed pair today (one clock-in, one clock-out) and a clock-out before today
 * at the same site: moving today's clock-in onto that clock-out's time hits an existing event
 * while the pair stays in order (the modal refuses a clock-in after its own clock-out).
 */
async function completedPair(api: GatehouseApi) {
  const site = await api.firstSite();
  const { beginTime, endTime } = today();
  const { Items } = await api.workerLog({
    hierarchies: [site.hierarchy],
    beginTime: beginTime - 4 * DAY_MS,
    endTime,
  });
  const byWorker = new Map<string, WorkerLogRecord[]>();
  for (const event of Items) {
    byWorker.set(event.ProfileId, [...(byWorker.get(event.ProfileId) ?? []), event]);
  }
  for (const events of byWorker.values()) {
    const todays = events.filter((e) => e.evtTimeStamp >= beginTime);
    const clockIn = todays.find((e) => e.eventType === 'CLOCK_IN');
    const clockOut = todays.find((e) => e.eventType === 'CLOCK_OUT');
    const earlierOut = events
      .filter((e) => e.evtTimeStamp < beginTime && e.eventType === 'CLOCK_OUT')
      .sort((a, b) => b.evtTimeStamp - a.evtTimeStamp)[0];
    if (todays.length === 2 && clockIn && clockOut && earlierOut) {
      return { clockIn, earlierOut, site };
    }
  }
  throw new Error('The demo data has no worker with a completed shift today and one before');
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
      const subscribed = mqttSubscribed(watchingPage);
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
      // The second browser gets the REMOVE of the old key and the INSERT of the new one live.
      await expect(watching.corrections(name).first()).toHaveText('1 correction', {
        timeout: 5_000,
      });

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
