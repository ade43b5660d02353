import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import type { FamilyRecord } from '../../kit/index.ts';
import { pageHarnessForEachTest, setClockForEachTest } from '../../kit/testing/index.ts';
import { ParkingAnalyticsPage } from './ParkingAnalyticsPage.tsx';

/**
 * Parking analytics' "Vehicles on site now" just after midnight (docs/midnight-and-time-zones.md):
 * a vehicle parked since 23:00 yesterday counts with the range "Today". The clock is fixed at
 * 00:05 in the machine's zone, so the test means the same at any hour and in any zone.
 */

const SITE = 'acme#north#jhb';
/** `hour`:`minute` on 25 November 2026 (day 0) or days before it, in the machine's zone. */
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, 25 + day, hour, minute, 0, 0).getTime();

const features = { parking: true };
const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: 'acme#north', children: [{ hierarchyStructure: SITE, children: [] }] },
  ],
  access: [],
  tenantFlags: {
    'acme#north': { entityLocationData: {}, features },
    [SITE]: { entityLocationData: {}, features },
  },
  additionalConfigs: {},
};

function vehicle(plate: string, time: number, status: string): FamilyRecord<'parkingLog'> {
  return {
    EntityHierarchy: SITE,
    evtTimeStampUniqueAttributeValue: `${time}#${plate}`,
    evtTimeStamp: time,
    vehicleStatus: status,
    leadingEvent: { vehicleDetails: { parkingLicensePlate: plate } },
    lmt: time,
    changeSeq: 1,
  };
}

setClockForEachTest(at(0, 0, 5));

const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: { role: 'ADMIN', at: 'acme#north', sub: 'u1', email: 'ann@example.com', name: 'Ann' },
});

beforeEach(async () => {
  await page.db.table('parkingLog').bulkPut([
    // Parked since 23:00 yesterday: on site.
    vehicle('NIGHT1', at(-1, 23), 'ON_SITE'),
    // Arrived yesterday, left after midnight: gone.
    vehicle('LATE1', at(-1, 22), 'ON_SITE'),
    vehicle('LATE1', at(0, 0, 2), 'OFF_SITE'),
    // Arrived today: on site.
    vehicle('EARLY1', at(0, 0, 1), 'ON_SITE'),
  ]);
});

const onSiteNow = () => screen.queryByTestId('parking-on-site-now-value')?.textContent;

describe('parking analytics: vehicles on site now', () => {
  it('counts the vehicle parked since before today, with the range "Today"', async () => {
    page.renderPage(<ParkingAnalyticsPage />);
    fireEvent.change(await screen.findByLabelText('Date range'), { target: { value: 'today' } });
    // Today's figures count today's arrivals only (EARLY1)...
    await screen.findByText('1 arrivals in the range, by the hour they arrived.', undefined, {
      timeout: 5_000,
    });
    // ...while the vehicles on site now include NIGHT1, parked since 23:00 yesterday.
    await waitFor(() => expect(onSiteNow()).toBe('2'), { timeout: 5_000 });
    expect(screen.getByTestId('parking-on-site-now').textContent).toContain(
      'including those that arrived before the first day of the range',
    );
  });

  it('shows no "Vehicles on site now" for a range in the past', async () => {
    page.renderPage(<ParkingAnalyticsPage />);
    fireEvent.change(await screen.findByLabelText('Date range'), {
      target: { value: 'yesterday' },
    });
    await screen.findByTestId('parking-analytics', {}, { timeout: 5_000 });
    expect(screen.queryByTestId('parking-on-site-now')).toBeNull();
  });
});
