import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { type FamilyRecord, recordTable } from '../../kit/index.ts';
import { pageHarnessForEachTest, setClockForEachTest } from '../../kit/testing/index.ts';
import { ParkingLogPage } from '../parking/ParkingLogPage.tsx';
import { workerEvent } from '../workers/testing/workerEvents.ts';
import { WorkerLogPage } from '../workers/WorkerLogPage.tsx';

const SITE = 'acme#north';
const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [{ hierarchyStructure: SITE, children: [] }],
  access: [],
  tenantFlags: {
    [SITE]: { entityLocationData: {}, features: { employeeLog: true, parkingLog: true } },
  },
  additionalConfigs: {},
};

// 00:05 local time on 2026-11-28, whatever the process's zone.
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).getTime();
const NOW = at(28, 0, 5);

function vehicle(plate: string, time: number, entering: boolean): FamilyRecord<'parkingLog'> {
  return {
    EntityHierarchy: SITE,
    evtTimeStampUniqueAttributeValue: `${time}#${plate}`,
    evtTimeStamp: time,
    vehicleStatus: entering ? 'ON_SITE' : 'OFF_SITE',
    leadingEvent: {
      vehicleDetails: { parkingLicensePlate: plate },
      personDetails: { firstName: 'Pat', lastName: 'Driver' },
    },
    lmt: time,
    changeSeq: 1,
  };
}

function worker(id: string) {
  return {
    ProfileId: id,
    EntityHierarchy: SITE,
    workerFullDetails: { firstName: id, lastName: 'Worker' },
  };
}

setClockForEachTest(NOW, { standing: true });

const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: { role: 'ADMIN', at: SITE, sub: 'u1', email: 'ann@example.com', name: 'Ann' },
});

describe('logs just after midnight', () => {
  it('the worker log keeps a night shift still clocked in since 22:00', async () => {
    await recordTable(page.db, 'workerLog').bulkPut([
      workerEvent('CLOCK_IN', at(27, 22), worker('Nox')),
      workerEvent('CLOCK_IN', at(27, 14), worker('Day')),
      workerEvent('CLOCK_OUT', at(27, 22), worker('Day')),
      workerEvent('CLOCK_IN', at(27, 20), worker('Late')),
      workerEvent('CLOCK_OUT', at(28, 0, 2), worker('Late')),
      workerEvent('CLOCK_IN', at(28, 0, 1), worker('New')),
    ]);
    page.renderPage(<WorkerLogPage />);
    await screen.findByRole('row', { name: /^New Worker/ });
    const nox = await screen.findByRole('row', { name: /^Nox Worker/ });
    expect(within(nox).getByText('on site since Nov 27, 2026 - 22:00')).toBeTruthy();
    // Left before midnight, or clocked out after it: not on site.
    expect(screen.queryByRole('row', { name: /^Day Worker/ })).toBeNull();
    expect(screen.queryByRole('row', { name: /^Late Worker, clocked in/ })).toBeNull();
  });

  it('the parking log keeps a vehicle on site since 23:00', async () => {
    await recordTable(page.db, 'parkingLog').bulkPut([
      vehicle('NIGHT1', at(27, 23), true),
      vehicle('GONE2', at(27, 21), true),
      vehicle('GONE2', at(28, 0, 1), false),
      vehicle('TODAY3', at(28, 0, 3), true),
    ]);
    page.renderPage(<ParkingLogPage />);
    await screen.findByText(/TODAY3/);
    const night = await screen.findByRole('cell', { name: 'on site since Nov 27, 2026 - 23:00' });
    expect(within(night.closest('tr') as HTMLElement).getByText(/NIGHT1/)).toBeTruthy();
    expect(screen.getAllByText(/TODAY3/)).toHaveLength(1);
    // GONE2 left after midnight: only its departure (in today's range) shows.
    expect(screen.getAllByText(/GONE2/)).toHaveLength(1);
  });
});
