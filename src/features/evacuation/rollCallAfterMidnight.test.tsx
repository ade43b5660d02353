import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EnvironmentFile } from '../../../contract/env.ts';
import { EnvironmentContext } from '../../kit/environment/EnvironmentContext.tsx';
import type { FamilyRecord } from '../../kit/index.ts';
import { pageHarnessForEachTest, setClockForEachTest } from '../../kit/testing/index.ts';
import {
  clockIn,
  EvacuationRoutes,
  evacConfig,
  evacuationRecord,
  marshal,
  SITE,
  visitor,
} from './testing/evacFixtures.tsx';

/**
 * The evacuation's view of who is on site does not stop at midnight (docs/midnight-and-time-zones.md):
 * an evacuation started at 00:05 accounts for the visitor who signed in at 23:00 yesterday and has
 * not left, the worker clocked in since then and the vehicle parked since then. The clock is fixed
 * at 00:05 in the machine's zone, so the test means the same at any hour and in any zone (run it
 * with TZ=Pacific/Kiritimati and TZ=Pacific/Pago_Pago too).
 */

/** `hour`:`minute` on 25 November 2026 (day 0) or days before it, in the machine's zone. */
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, 25 + day, hour, minute, 0, 0).getTime();
const NOW = at(0, 0, 5);
const HOUR = 3_600_000;

function vehicle(plate: string, time: number, status: string): FamilyRecord<'parkingLog'> {
  return {
    EntityHierarchy: SITE,
    evtTimeStampUniqueAttributeValue: `${time}#${plate}`,
    evtTimeStamp: time,
    vehicleStatus: status,
    leadingEvent: {
      vehicleDetails: { parkingLicensePlate: plate },
      personDetails: { firstName: 'Pat', lastName: 'Driver' },
    },
    lmt: time,
    changeSeq: 1,
  };
}

/** The environment file's onSiteLookbackDays; undefined: the default. */
let lookbackDays: number | undefined;

/** The evacuation page under the environment file of the test. */
function renderEvacuationPage() {
  const environment = { onSiteLookbackDays: lookbackDays } as EnvironmentFile;
  return page.renderPage(
    <EnvironmentContext.Provider value={environment}>
      <EvacuationRoutes path="/messaging/evacuation" />
    </EnvironmentContext.Provider>,
  );
}

setClockForEachTest(NOW);
const page = pageHarnessForEachTest({ config: evacConfig, location: SITE, user: marshal() });

beforeEach(async () => {
  lookbackDays = undefined;
  const { db } = page;
  await db.table('evacuations').put(
    evacuationRecord(NOW, {
      audience: ['onsiteVisitors', 'onsiteEmployees', 'onsiteParking'],
    }),
  );
  await db.visitorLog.bulkPut([
    // Signed in at 23:00 yesterday, not signed out: on site at 00:05.
    visitor('Ann', at(-1, 23)),
    // Signed out before midnight: gone.
    visitor('Cat', at(-1, 22), { evtTimeStampOut: at(-1, 23, 30) }),
    // Signed in 30 hours before the evacuation and never signed out: on site (issue 35 item 2).
    visitor('Long', NOW - 30 * HOUR),
    // Signed in more than the look-back (7 days) before and never signed out: not carried.
    visitor('Old', at(-8, 0)),
  ]);
  await db.table('workerLog').bulkPut([clockIn('Wes', at(-1, 23))]);
  await db.table('parkingLog').bulkPut([
    vehicle('NIGHT1', at(-1, 23), 'ON_SITE'),
    // Arrived and left before midnight: gone.
    vehicle('GONE1', at(-1, 21), 'ON_SITE'),
    vehicle('GONE1', at(-1, 22), 'OFF_SITE'),
  ]);
});

/** The names on the roll call, sorted. */
function rollCallNames() {
  return within(screen.getByRole('region', { name: 'Roll call' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'))
    .sort();
}

describe('the evacuation roll call just after midnight', () => {
  it('accounts for the visitor, worker and vehicle on site since 23:00 yesterday, and the visitor on site for 30 hours', async () => {
    renderEvacuationPage();
    const annRow = await screen.findByRole('row', { name: 'Ann Visitor' });
    expect(annRow.querySelector('[data-evac-status]')?.getAttribute('data-evac-status')).toBe(
      'NOTIFIED',
    );
    expect(rollCallNames()).toEqual(['Ann Visitor', 'Long Visitor', 'Pat Driver', 'Wes Worker']);
    expect(screen.getByTestId('roll-call-count').textContent).toBe('0 of 4 accounted for');
  });

  it('follows the environment file: with a one-day look-back the visitor of 30 hours ago is not carried', async () => {
    lookbackDays = 1;
    renderEvacuationPage();
    await screen.findByRole('row', { name: 'Ann Visitor' });
    expect(rollCallNames()).toEqual(['Ann Visitor', 'Pat Driver', 'Wes Worker']);
  });
});
