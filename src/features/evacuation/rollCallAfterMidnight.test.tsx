import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSessionStateForTest } from '../../auth/sessionStore.ts';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { type FamilyRecord, storeLocation } from '../../kit/index.ts';
import {
  type GatehouseDatabase,
  KitTestProviders,
  openTestDatabase,
  setClockForEachTest,
  testSyncEngine,
} from '../../kit/testing/index.ts';
import {
  clockIn,
  EvacuationRoutes,
  evacConfig,
  evacuationRecord,
  SITE,
  signInMarshal,
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

let db: GatehouseDatabase;

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <KitTestProviders db={db} engine={testSyncEngine()}>
      {children}
    </KitTestProviders>
  );
}

setClockForEachTest(NOW);

beforeEach(async () => {
  localStorage.clear();
  db = openTestDatabase();
  signInMarshal();
  resetHierarchyConfiguration(evacConfig);
  storeLocation(SITE);
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
    // Signed in more than a day before the evacuation and never signed out: not carried (the rule).
    visitor('Old', at(-2, 0)),
  ]);
  await db.table('workerLog').bulkPut([clockIn('Wes', at(-1, 23))]);
  await db.table('parkingLog').bulkPut([
    vehicle('NIGHT1', at(-1, 23), 'ON_SITE'),
    // Arrived and left before midnight: gone.
    vehicle('GONE1', at(-1, 21), 'ON_SITE'),
    vehicle('GONE1', at(-1, 22), 'OFF_SITE'),
  ]);
});

afterEach(async () => {
  cleanup();
  setSessionStateForTest({ status: 'loading' });
  await db.delete();
});

describe('the evacuation roll call just after midnight', () => {
  it('accounts for the visitor, worker and vehicle on site since 23:00 yesterday', async () => {
    render(<EvacuationRoutes path="/messaging/evacuation" />, { wrapper: Wrapper });
    const annRow = await screen.findByRole('row', { name: 'Ann Visitor' });
    expect(annRow.querySelector('[data-evac-status]')?.getAttribute('data-evac-status')).toBe(
      'NOTIFIED',
    );
    const names = within(screen.getByRole('region', { name: 'Roll call' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('aria-label'));
    expect(names.sort()).toEqual(['Ann Visitor', 'Pat Driver', 'Wes Worker']);
    expect(screen.getByTestId('roll-call-count').textContent).toBe('0 of 3 accounted for');
  });
});
