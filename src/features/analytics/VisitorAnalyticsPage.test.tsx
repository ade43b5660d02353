import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import type { VisitorLogRecord } from '../../../contract/records.ts';
import { pageHarnessForEachTest, type SignedInAs } from '../../kit/testing/index.ts';
import { VisitorAnalyticsPage } from './VisitorAnalyticsPage.tsx';

const features = { visitorLog: true, visitorAnalytics: true };
const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    {
      hierarchyStructure: 'acme#north',
      children: [{ hierarchyStructure: 'acme#north#jhb', children: [] }],
    },
    { hierarchyStructure: 'acme#south', children: [] },
  ],
  access: [],
  tenantFlags: {
    'acme#north': { entityLocationData: {}, features },
    'acme#north#jhb': { entityLocationData: {}, features },
  },
  additionalConfigs: {},
};

function visit(
  hierarchy: string,
  evtTimeStamp: number,
  id: string,
  host: string,
): VisitorLogRecord {
  return {
    EntityHierarchy: hierarchy,
    evtTimeStampProfileID: `${evtTimeStamp}#${id}`,
    evtTimeStamp,
    ProfileId: id,
    lmt: evtTimeStamp,
    changeSeq: 1,
    visitorFullDetails: { ProfileId: id },
    hostDetails: { name: host },
    visitorType: 'Guest',
    evtTimeStampOut: evtTimeStamp + 30 * 60_000,
  };
}

/** Today at `hour`:15 in the test's local time zone, and the same `daysBack` days earlier. */
function localTime(hour: number, daysBack = 0): number {
  const date = new Date();
  date.setDate(date.getDate() - daysBack);
  date.setHours(hour, 15, 0, 0);
  return date.getTime();
}

function localDayText(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ann: SignedInAs = {
  role: 'ADMIN',
  at: 'acme#north',
  alsoAt: [{ role: 'ADMIN', at: 'acme#south' }],
  sub: 'u1',
  email: 'ann@example.com',
  name: 'Ann',
  flags: { amAnalyticsEnabled: true },
};

const page = pageHarnessForEachTest({ config, location: 'acme#north', user: ann });

beforeEach(async () => {
  await page.db.visitorLog.bulkPut([
    visit('acme#north#jhb', localTime(9), 'a', 'Hana Host'),
    visit('acme#north', localTime(10), 'b', 'Hana Host'),
    visit('acme#north#jhb', localTime(18, 3), 'c', 'Ivo Host'),
    // Outside the subtree and outside the range: not counted.
    visit('acme#south', localTime(9), 'd', 'Hana Host'),
    visit('acme#north', localTime(9, 45), 'e', 'Hana Host'),
  ]);
});

describe('VisitorAnalyticsPage', () => {
  it('shows the figures of the last 30 days of the selected subtree from the local database', async () => {
    page.renderPage(<VisitorAnalyticsPage />);
    expect(
      (await screen.findByTestId('analytics-total-visits', {}, { timeout: 5_000 })).textContent,
    ).toBe('3');
    expect(screen.getByTestId('analytics-average-duration').textContent).toBe('30 min');
    const daily = screen.getByTestId('analytics-daily-table');
    // Today and the 30 days before it, each a row; days without visits at 0.
    expect(within(daily).getAllByRole('row')).toHaveLength(32);
    const today = within(daily).getByRole('rowheader', { name: localDayText(localTime(9)) });
    expect(today.parentElement?.textContent).toBe(`${localDayText(localTime(9))}20`);
    const hourly = screen.getByTestId('analytics-hourly-table');
    expect(
      within(hourly).getByRole('rowheader', { name: '09:00–10:00' }).nextSibling?.textContent,
    ).toBe('1');
    // The sign-in at 18:15 is outside 08:00–17:00.
    expect(screen.getByTestId('analytics-hourly-summary').textContent).toContain('2 of 3 visits');
    const hosts = screen.getByTestId('analytics-hosts-table');
    expect(
      within(hosts).getByRole('rowheader', { name: 'Hana Host' }).nextSibling?.textContent,
    ).toBe('2');
    for (const chart of ['daily', 'hourly', 'weekdays', 'heatmap', 'hosts', 'types']) {
      expect(screen.getByTestId(`analytics-${chart}`).getAttribute('tabindex')).toBe('0');
    }
    expect(screen.getByRole('button', { name: 'Export to CSV' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('disables Export to CSV when the account may not export visitor data (amDisableVisitorExport)', async () => {
    page.signIn({ ...ann, flags: { amAnalyticsEnabled: true, amDisableVisitorExport: true } });
    page.renderPage(<VisitorAnalyticsPage />);
    await screen.findByTestId('analytics-total-visits', {}, { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Export to CSV' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('draws a bar per hour, weekday and host, and a heatmap cell per weekday and hour', async () => {
    page.renderPage(<VisitorAnalyticsPage />);
    await screen.findByTestId('analytics-total-visits', {}, { timeout: 5_000 });
    const bars = (chart: string) =>
      screen.getByTestId(`analytics-${chart}`).querySelectorAll('[data-testid^="bar.item."]');
    // 08:00 to 17:00: nine hourly bars, as many as the hidden table's rows.
    await waitFor(() => expect(bars('hourly')).toHaveLength(9), { timeout: 5_000 });
    const hourly = screen.getByTestId('analytics-hourly');
    expect(hourly.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(
      'Visits per hour, 08:00–17:00',
    );
    // Each bar prints its value: 1 at 09:00, 1 at 10:00, 0 elsewhere.
    const printed = [...hourly.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(printed.filter((text) => text === '1')).toHaveLength(2);
    expect(printed).toContain('09:00');
    await waitFor(() => expect(bars('weekdays')).toHaveLength(5), { timeout: 5_000 });
    // Two hosts: Hana Host (2) and Ivo Host (1).
    await waitFor(() => expect(bars('hosts')).toHaveLength(2), { timeout: 5_000 });
    const heatmap = screen.getByTestId('analytics-heatmap');
    await waitFor(
      () => expect(heatmap.querySelectorAll('[data-testid^="cell."]')).toHaveLength(5 * 9),
      { timeout: 5_000 },
    );
    expect(heatmap.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(
      'Visits per weekday and hour',
    );
  });

  it('says so, and computes nothing, when the first day typed is after the last', async () => {
    page.renderPage(<VisitorAnalyticsPage />);
    await screen.findByTestId('analytics-total-visits', {}, { timeout: 5_000 });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-02' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The first day must not be after the last day.',
    );
    expect(screen.queryByTestId('analytics-total-visits')).toBeNull();
  });

  it('follows a visit written to the local database while the page is open', async () => {
    page.renderPage(<VisitorAnalyticsPage />);
    await waitFor(
      () => expect(screen.getByTestId('analytics-total-visits').textContent).toBe('3'),
      {
        timeout: 5_000,
      },
    );
    await page.db.visitorLog.put(visit('acme#north#jhb', localTime(11), 'f', 'Ivo Host'));
    await waitFor(
      () => expect(screen.getByTestId('analytics-total-visits').textContent).toBe('4'),
      {
        timeout: 5_000,
      },
    );
  }, 20_000);
});
