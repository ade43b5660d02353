import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import type { VisitorLogRecord } from '../../../contract/records.ts';
import { pageHarnessForEachTest, setClockForEachTest } from '../../kit/testing/index.ts';
import { VisitorAnalyticsPage } from './VisitorAnalyticsPage.tsx';

/**
 * Visitor analytics' "On site now" just after midnight (docs/midnight-and-time-zones.md): a
 * visitor who signed in yesterday evening and has not signed out counts, though the range
 * "Today" began after the sign-in. The clock is fixed at 00:05 in the machine's zone, so the test
 * means the same at any hour and in any zone (run it with TZ=Pacific/Kiritimati and
 * TZ=Pacific/Pago_Pago too).
 */

const SITE = 'acme#north#jhb';
const NOW = new Date(2026, 10, 25, 0, 5, 0, 0).getTime();
/** `hour`:`minute` on 25 November 2026 (day 0) or days before it, in the machine's zone. */
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, 25 + day, hour, minute, 0, 0).getTime();

const features = { visitorLog: true, visitorAnalytics: true };
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

function visit(id: string, signIn: number, signOut?: number): VisitorLogRecord {
  return {
    EntityHierarchy: SITE,
    evtTimeStampProfileID: `${signIn}#${id}`,
    evtTimeStamp: signIn,
    ProfileId: id,
    lmt: signIn,
    changeSeq: 1,
    visitorFullDetails: { ProfileId: id },
    hostDetails: { name: 'Hana Host' },
    visitorType: 'Guest',
    ...(signOut === undefined ? {} : { evtTimeStampOut: signOut }),
  };
}

setClockForEachTest(NOW);

const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: {
    role: 'ADMIN',
    at: 'acme#north',
    sub: 'u1',
    email: 'ann@example.com',
    name: 'Ann',
    flags: { amAnalyticsEnabled: true },
  },
});

beforeEach(async () => {
  await page.db.visitorLog.bulkPut([
    // Yesterday 23:00, not signed out: on site, though "Today" began after the sign-in.
    visit('night', at(-1, 23)),
    // Yesterday, signed out before midnight: gone.
    visit('evening', at(-1, 21), at(-1, 23, 30)),
    // Today 00:01, not signed out: on site, in the range.
    visit('early', at(0, 0, 1)),
    // Today 00:02, signed out at 00:04: gone.
    visit('brief', at(0, 0, 2), at(0, 0, 4)),
    // Eight days ago, never signed out: beyond the on-site look-back (7 days), not carried.
    visit('forgotten', at(-8, 9)),
  ]);
});

async function chooseRange(preset: string) {
  fireEvent.change(await screen.findByLabelText('Date range'), { target: { value: preset } });
}

const onSiteNow = () => screen.queryByTestId('analytics-on-site-now-value')?.textContent;

describe('visitor analytics: on site now', () => {
  it('counts the visitor signed in before today who has not left, with the range "Today"', async () => {
    page.renderPage(<VisitorAnalyticsPage />);
    await chooseRange('today');
    // Today's figures count today's sign-ins only (the range the spec defines)...
    await waitFor(
      () => expect(screen.getByTestId('analytics-total-visits').textContent).toBe('2'),
      { timeout: 5_000 },
    );
    // ...while "On site now" also counts yesterday's 23:00 sign-in: night and early.
    await waitFor(() => expect(onSiteNow()).toBe('2'), { timeout: 5_000 });
    expect(screen.getByTestId('analytics-on-site-now').textContent).toContain(
      'including those who signed in before the first day of the range',
    );
  });

  it('follows a sign-out of the visitor from before the range', async () => {
    page.renderPage(<VisitorAnalyticsPage />);
    await chooseRange('today');
    await waitFor(() => expect(onSiteNow()).toBe('2'), { timeout: 5_000 });
    await page.db.visitorLog.put(visit('night', at(-1, 23), Date.now()));
    await waitFor(() => expect(onSiteNow()).toBe('1'), { timeout: 5_000 });
  });

  it('shows no "On site now" for a range in the past', async () => {
    page.renderPage(<VisitorAnalyticsPage />);
    await chooseRange('yesterday');
    await waitFor(
      () => expect(screen.getByTestId('analytics-total-visits').textContent).toBe('2'),
      { timeout: 5_000 },
    );
    expect(screen.queryByTestId('analytics-on-site-now')).toBeNull();
  });

  it('with the default range (the last 30 days), counts everyone of the range not signed out', async () => {
    page.renderPage(<VisitorAnalyticsPage />);
    // night, early and forgotten: all signed in within the range and not signed out.
    await waitFor(() => expect(onSiteNow()).toBe('3'), { timeout: 5_000 });
  });
});
