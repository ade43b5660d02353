import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { runtimeTimeZone, siteTodayRange } from '../../../contract/siteDays.ts';
import { adminAt, pageHarnessForEachTest } from '../../kit/testing/index.ts';
import { ScreeningLogPage } from './ScreeningLogPage.tsx';

// The log's default range is today at the site, not in the browser: a site far from the browser's
// zone (Kiritimati is UTC+14; Pago Pago, UTC-11, when the browser itself is in Kiritimati).
const SITE = 'acme#pacific#island';
const SITE_ZONE =
  runtimeTimeZone() === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
const MINUTE = 60_000;
const siteMidnight = siteTodayRange(Date.now(), SITE_ZONE).begin;

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: 'acme#pacific', children: [{ hierarchyStructure: SITE, children: [] }] },
  ],
  access: [],
  tenantFlags: {
    'acme#pacific': {
      entityLocationData: { timeZone: SITE_ZONE },
      features: { employeeScreeningLog: true },
    },
    [SITE]: {
      entityLocationData: { timeZone: SITE_ZONE },
      features: { employeeScreeningLog: true },
    },
  },
  additionalConfigs: {},
};

const screening = (profile: string, date: number, lastName: string) => ({
  EntityHierarchy: SITE,
  preScreeningDateProfileID: `${date}#${profile}`,
  preScreeningDate: date,
  screeningStatus: 'PASSED',
  lmt: 7,
  changeSeq: 1,
  employeeDetails: { firstName: 'Sam', lastName },
  leadingSubmission: { processingTimeStamp: date },
});

const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: adminAt('acme#pacific', { amPreScreeningAdmin: true }),
});

beforeEach(async () => {
  await page.db
    .table('preScreening')
    .bulkPut([
      screening('a', siteMidnight + MINUTE, 'Today'),
      screening('b', siteMidnight - MINUTE, 'Yesterday'),
    ]);
});

describe("the screening log's default range at a site in another time zone", () => {
  it("begins at the site's midnight: the minute before it is yesterday there", async () => {
    page.renderPage(<ScreeningLogPage />);
    const table = await screen.findByRole('table', { name: 'Screening Log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText(/Today/)).toBeTruthy();
    expect(within(table).queryByText(/Yesterday/)).toBeNull();
  });
});
