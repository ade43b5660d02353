import { OPEN_END } from '../../contract/primitives.ts';
import { pairShifts, shiftLogWindow } from '../../contract/transitions/shiftPairing.ts';
import { expect, test } from './fixtures.ts';
import type { GatehouseApi, Site } from './support/api.ts';
import { today } from './support/demo.ts';
import {
  clockInWhileStopped,
  newWorker,
  shiftsOfTodayWhileStopped,
} from './support/workerClocking.ts';
import { openWorkerLog, workerNameOf } from './support/workerLogFlow.ts';

/**
 * The worker log against the server's own answer: today's events of a site, with the demo's
 * ACTIVE flow variable (night shifts still open from yesterday), paired by the contract's
 * pairing, are the rows, the count and the Biometric Pending notice the page shows.
 * The demo's day shifts start at 06:00: before that a weekday's log may hold only a night shift,
 * or none, so the test adds an ended and an open shift of its own, inside today at any hour.
 */
async function expectedShifts(api: GatehouseApi, site: Site) {
  const window = shiftLogWindow({ beginTime: today().beginTime, endTime: OPEN_END }, true);
  const { Items } = await api.workerLog({
    hierarchies: [site.hierarchy],
    beginTime: window.beginTime,
    endTime: window.endTime,
  });
  return pairShifts(Items, { cutOff: window.cutOff });
}

const nameOf = workerNameOf;

test.describe('worker log', () => {
  test("shows today's shifts of a site paired, with the expected counts", async ({
    page,
    adminApi,
    server,
  }) => {
    const site = await adminApi.firstSite();
    await shiftsOfTodayWhileStopped(server, site.hierarchy, today().beginTime);
    const expected = await expectedShifts(adminApi, site);
    const open = expected.pairs.filter((pair) => pair.clockOutEvent === null).length;
    expect(open, `shifts still open at ${site.name}`).toBeGreaterThan(0);
    expect(expected.pairs.length - open, `shifts ended at ${site.name}`).toBeGreaterThan(0);

    const log = await openWorkerLog(page, site);

    await expect(log.shiftCount(expected.pairs.length)).toBeVisible();
    for (const pair of expected.pairs.slice(0, 3)) {
      const event = pair.clockInEvent ?? pair.clockOutEvent;
      await expect(
        log.row(nameOf(event?.workerFullDetails), pair.clockOutEvent !== null).first(),
      ).toBeVisible();
    }
    if (expected.pendingCount > 0) {
      await expect(log.pendingNotice(expected.pendingCount)).toBeVisible();
    } else {
      await expect(page.getByText('Biometric Pending')).toHaveCount(0);
    }
    await log.filter('Clocked in').click();
    await expect(log.shiftCount(open)).toBeVisible();
    await log.filter('Clocked out').click();
    await expect(log.shiftCount(expected.pairs.length - open)).toBeVisible();
  });

  test('a clock-in written at the server appears without a reload', async ({
    page,
    adminApi,
    server,
  }) => {
    const site = await adminApi.firstSite();
    const before = await expectedShifts(adminApi, site);
    const log = await openWorkerLog(page, site);
    await expect(log.shiftCount(before.pairs.length)).toBeVisible();
    await page.evaluate(() => {
      (window as { e2eSameDocument?: boolean }).e2eSameDocument = true;
    });

    const worker = newWorker(site.hierarchy);
    await clockInWhileStopped(server, worker, Date.now());

    const name = `${worker.firstName} ${worker.lastName}`;
    await expect(log.row(name, false)).toBeVisible({ timeout: 30_000 });
    await expect(log.shiftCount(before.pairs.length + 1)).toBeVisible();
    const sameDocument = await page.evaluate(
      () => (window as { e2eSameDocument?: boolean }).e2eSameDocument === true,
    );
    expect(sameDocument, 'the page was not reloaded').toBe(true);
  });
});
