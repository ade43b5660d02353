import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { OPEN_END } from '../../../contract/primitives.ts';
import {
  ACTIVE_SHIFT_LOOKBACK_MS,
  EMPLOYEE_ACTIVE_FLOW_VARIABLE,
} from '../../../contract/transitions/shiftPairing.ts';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { recordTable } from '../../kit/index.ts';
import { pageHarnessForEachTest, putReadyScope, type SignedInAs } from '../../kit/testing/index.ts';
import { defaultLogRange } from '../../ui/dateRanges.ts';
import { workerEvent } from './testing/workerEvents.ts';
import { WorkerLogPage } from './WorkerLogPage.tsx';

const H = 3_600_000;
const today = defaultLogRange().begin;

function configWith(features: Record<string, boolean | string>): HierarchyConfiguration {
  return {
    key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
    organisationId: 'acme',
    deepStructure: [
      {
        hierarchyStructure: 'acme#north',
        children: [{ hierarchyStructure: 'acme#north#mill', children: [] }],
      },
    ],
    access: [],
    tenantFlags: {
      'acme#north': { entityLocationData: {}, features: { employeeLog: true, ...features } },
      'acme#north#mill': {
        entityLocationData: { companyName: 'Acme', locationShortDescription: 'Mill' },
        features: {},
      },
    },
    additionalConfigs: {},
  };
}

const ann: SignedInAs = {
  role: 'ADMIN',
  at: 'acme#north',
  sub: 'u1',
  email: 'ann@example.com',
  name: 'Ann',
};

const page = pageHarnessForEachTest({ config: configWith({}), location: 'acme#north', user: ann });
const workerLogTable = () => recordTable(page.db, 'workerLog');

const readyScope = (beginTime: number) =>
  putReadyScope(page.db, {
    family: 'workerLog',
    root: 'acme#north',
    hierarchies: ['acme#north', 'acme#north#mill'],
    beginTime,
    endTime: OPEN_END,
  });

const site = 'acme#north#mill';
const named = (ProfileId: string, firstName: string) => ({
  ProfileId,
  EntityHierarchy: site,
  workerFullDetails: { firstName, lastName: 'Worker', organizationIdValue: `EMP-${firstName}` },
});
const shiftField = {
  id: 'shift',
  label: 'Shift',
  inputSettings: { inputType: 'staticDropDownListSingleSelect' },
  staticDropDownListItems: [
    { dataKey: 'D', text: 'Day shift' },
    { dataKey: 'N', text: 'Night shift' },
  ],
};

beforeEach(async () => {
  await readyScope(today);
  await workerLogTable().bulkPut([
    workerEvent('CLOCK_IN', today + 7 * H, {
      ...named('ann', 'Ann'),
      checkInFieldValues: { shift: 'D' },
      flowIdentityType: { additionalFlowDataCapturing: { checkIn: [shiftField] } },
      customFields: { vest: 'orange' },
    }),
    workerEvent('CLOCK_OUT', today + 15 * H, named('ann', 'Ann')),
    workerEvent('CLOCK_IN', today + 8 * H, named('ben', 'Ben')),
    workerEvent('CLOCK_OUT', today + 2 * H, named('cat', 'Cat')),
    workerEvent('CLOCK_IN', today + 9 * H, {
      ...named('dan', 'Dan'),
      biometricProcessingStatus: 'PENDING',
    }),
  ]);
});

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

describe('WorkerLogPage', () => {
  it("pairs today's events into shifts, newest reference time first", async () => {
    page.renderPage(<WorkerLogPage />);
    await screen.findByRole('row', { name: 'Ann Worker, clocked out' });
    expect(rowNames()).toEqual([
      'Ben Worker, clocked in',
      'Ann Worker, clocked out',
      'Cat Worker, clocked out',
    ]);
    const ben = screen.getByRole('row', { name: 'Ben Worker, clocked in' });
    expect(within(ben).getByText('still clocked in')).toBeTruthy();
    expect(within(ben).getByText('Acme - Mill')).toBeTruthy();
    const cat = screen.getByRole('row', { name: 'Cat Worker, clocked out' });
    expect(within(cat).getByText('no clock-in')).toBeTruthy();
    expect(screen.getByText('3 shifts')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Employee Log' })).toBeTruthy();
  });

  it('shows the Biometric Pending notice, singular and plural', async () => {
    page.renderPage(<WorkerLogPage />);
    expect(await screen.findByText('Biometric Pending')).toBeTruthy();
    expect(
      screen.getByText('1 employee log entry is pending biometric analysis and is not visible'),
    ).toBeTruthy();
    await workerLogTable().put(
      workerEvent('CLOCK_OUT', today + 10 * H, {
        ...named('ben', 'Ben'),
        biometricProcessingStatus: 'PENDING',
      }),
    );
    expect(
      await screen.findByText(
        '2 employee log entries are pending biometric analysis and are not visible',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Ben Worker, clocked in' })).toBeTruthy();
  });

  it('filters All / Clocked in / Clocked out', async () => {
    page.renderPage(<WorkerLogPage />);
    await screen.findByRole('row', { name: 'Ann Worker, clocked out' });
    await userEvent.click(screen.getByRole('radio', { name: 'Clocked in' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ben Worker, clocked in']));
    await userEvent.click(screen.getByRole('radio', { name: 'Clocked out' }));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Ann Worker, clocked out', 'Cat Worker, clocked out']),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });

  it('shows check-in field texts and custom field values in their own columns', async () => {
    page.renderPage(<WorkerLogPage />);
    const ann = await screen.findByRole('row', { name: 'Ann Worker, clocked out' });
    expect(screen.getByRole('columnheader', { name: /Shift/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /vest/ })).toBeTruthy();
    expect(within(ann).getByText('Day shift')).toBeTruthy();
    expect(within(ann).getByText('orange')).toBeTruthy();
  });

  it('a live clock-out closes the open shift', async () => {
    page.renderPage(<WorkerLogPage />);
    await screen.findByRole('row', { name: 'Ben Worker, clocked in' });
    await workerLogTable().put(workerEvent('CLOCK_OUT', today + 16 * H, named('ben', 'Ben')));
    expect(await screen.findByRole('row', { name: 'Ben Worker, clocked out' })).toBeTruthy();
    expect(screen.getByText('3 shifts')).toBeTruthy();
  });

  it('with the ACTIVE flow variable, a shift open since yesterday shows and closed ones do not', async () => {
    resetHierarchyConfiguration(configWith({ [EMPLOYEE_ACTIVE_FLOW_VARIABLE]: true }));
    await readyScope(today - ACTIVE_SHIFT_LOOKBACK_MS);
    await workerLogTable().bulkPut([
      workerEvent('CLOCK_IN', today - 15 * H, named('eve', 'Eve')),
      workerEvent('CLOCK_OUT', today - 7 * H, named('eve', 'Eve')),
      workerEvent('CLOCK_IN', today - 3 * H, named('fay', 'Fay')),
      workerEvent('CLOCK_OUT', today + 5 * H, named('fay', 'Fay')),
    ]);
    page.renderPage(<WorkerLogPage />);
    await screen.findByRole('row', { name: 'Fay Worker, clocked out' });
    expect(screen.queryByRole('row', { name: /^Eve/ })).toBeNull();
    expect(rowNames()).toHaveLength(4);
  });

  it('offers the CSV export unless the account disabled exports', async () => {
    page.renderPage(<WorkerLogPage />);
    await screen.findByRole('row', { name: 'Ann Worker, clocked out' });
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeTruthy();
    cleanup();
    page.signIn({ ...ann, flags: { amDisableExport: true } });
    page.renderPage(<WorkerLogPage />);
    await screen.findByRole('row', { name: 'Ann Worker, clocked out' });
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).toBeNull();
  });
});
