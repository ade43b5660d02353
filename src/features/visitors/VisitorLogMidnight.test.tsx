import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { pageHarnessForEachTest, setClockForEachTest } from '../../kit/testing/index.ts';
import { visitorRecord } from './testing/visitorFixtures.ts';
import { VisitorLogPage } from './VisitorLogPage.tsx';

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [{ hierarchyStructure: 'acme#north', children: [] }],
  access: [],
  tenantFlags: {
    'acme#north': { entityLocationData: {}, features: { visitorLog: true } },
  },
  additionalConfigs: {},
};

// 00:05 local time on 2026-11-28, whatever the process's zone: the default range began 5 min ago.
const NOW = new Date(2026, 10, 28, 0, 5).getTime();
const ELEVEN_PM = new Date(2026, 10, 27, 23, 0).getTime();
const TEN_PM = new Date(2026, 10, 27, 22, 0).getTime();
// Beyond the on-site look-back (7 days): not carried onto today's log.
const EIGHT_DAYS_AGO = new Date(2026, 10, 20, 9, 0).getTime();

setClockForEachTest(NOW, { standing: true });

const page = pageHarnessForEachTest({
  config,
  location: 'acme#north',
  user: { role: 'ADMIN', at: 'acme#north', sub: 'u1', email: 'ann@example.com', name: 'Ann' },
});

beforeEach(async () => {
  await page.db.visitorLog.bulkPut([
    visitorRecord('acme#north', NOW - 60_000, 'Tim', 'Today'),
    visitorRecord('acme#north', ELEVEN_PM, 'Nia', 'Night'),
    visitorRecord('acme#north', TEN_PM, 'Lou', 'Left', { evtTimeStampOut: ELEVEN_PM }),
    visitorRecord('acme#north', EIGHT_DAYS_AGO, 'Old', 'Stay'),
  ]);
});

describe('the visitor log just after midnight', () => {
  it('keeps a visitor who signed in at 23:00 and is still on site, marked as such', async () => {
    page.renderPage(<VisitorLogPage />);
    await screen.findByRole('row', { name: 'Tim Today' });
    const nia = await screen.findByRole('row', { name: 'Nia Night' });
    expect(within(nia).getByText(/^on site since Nov 27, 2026 - 23:00$/)).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: 'Tim Today' })).getByText('still on premises'),
    ).toBeTruthy();
    // Signed out before midnight, or beyond the on-site look-back: not on today's log.
    expect(screen.queryByRole('row', { name: 'Lou Left' })).toBeNull();
    expect(screen.queryByRole('row', { name: 'Old Stay' })).toBeNull();
    const names = screen
      .getAllByRole('row')
      .slice(2)
      .map((row) => row.getAttribute('aria-label'));
    expect(names).toEqual(['Tim Today', 'Nia Night']);
  });

  it("starts today at the site's midnight in the site's zone, not the browser's", async () => {
    const processZone = process.env.TZ;
    process.env.TZ = 'Pacific/Pago_Pago'; // the browser: UTC-11
    try {
      // 13:00 on 2026-11-28 at a site in Kiritimati (UTC+14); 12:00 on the 27th in the browser.
      const now = Date.parse('2026-11-27T23:00:00Z');
      vi.setSystemTime(now);
      resetHierarchyConfiguration({
        ...config,
        tenantFlags: {
          'acme#north': {
            entityLocationData: { timeZone: 'Pacific/Kiritimati' },
            features: { visitorLog: true },
          },
        },
      });
      await page.db.visitorLog.clear();
      await page.db.visitorLog.bulkPut([
        // 00:30 on the 28th at the site (23:30 on the 26th in the browser).
        visitorRecord('acme#north', Date.parse('2026-11-27T10:30:00Z'), 'Sam', 'Site'),
        // 23:30 on the 27th at the site, still on site.
        visitorRecord('acme#north', Date.parse('2026-11-27T09:30:00Z'), 'Eve', 'Eve'),
        // 23:00 on the 27th at the site, left at 23:45.
        visitorRecord('acme#north', Date.parse('2026-11-27T09:00:00Z'), 'Lea', 'Left', {
          evtTimeStampOut: Date.parse('2026-11-27T09:45:00Z'),
        }),
      ]);
      page.renderPage(<VisitorLogPage />);
      const sam = await screen.findByRole('row', { name: 'Sam Site' });
      expect(within(sam).getByText('still on premises')).toBeTruthy();
      const eve = await screen.findByRole('row', { name: 'Eve Eve' });
      // Times show in the browser's zone.
      expect(within(eve).getByText('on site since Nov 26, 2026 - 22:30')).toBeTruthy();
      expect(screen.queryByRole('row', { name: 'Lea Left' })).toBeNull();
    } finally {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
    }
  });
});
