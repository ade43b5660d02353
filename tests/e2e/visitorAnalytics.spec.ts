import {
  type AnalyticsFigures,
  type AnalyticsVisit,
  aggregateVisits,
  analyticsVisitOf,
  endOfLocalDay,
  localDay,
  startOfLocalDay,
} from '../../contract/analytics/index.ts';
import { expect, test } from './fixtures.ts';
import { VisitorAnalyticsPage } from './pages/VisitorAnalyticsPage.ts';
import type { GatehouseApi, Site } from './support/api.ts';
import { uniqueVisitorName } from './support/demo.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';
import { openSiteLogAsAdmin } from './support/visitorLogFlow.ts';

/** The browser's zone for this spec: one with daylight saving time, other than the machine's. */
const ZONE = 'Europe/London';
const DAY_MS = 86_400_000;

/** The page's default range: the start of the day 30 days back to the end of today, in ZONE. */
function last30Days(now = Date.now()) {
  const today = localDay(now, ZONE);
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * DAY_MS).toISOString().slice(0, 10);
  return { beginTime: startOfLocalDay(first, ZONE), endTime: endOfLocalDay(today, ZONE) };
}

/** The figures the page must show: the server's visits of the site, aggregated by the contract. */
async function expectedFigures(api: GatehouseApi, site: Site): Promise<AnalyticsFigures> {
  const range = last30Days();
  const { Items } = await api.visitorLog({ hierarchies: [site.hierarchy], ...range });
  const visits = Items.map(analyticsVisitOf).filter((v): v is AnalyticsVisit => v !== null);
  return aggregateVisits({ visits, range, timeZone: ZONE });
}

test.describe('visitor analytics', () => {
  test.describe.configure({ timeout: 150_000 });
  test.use({ timezoneId: ZONE });

  test('the charts show the expected totals of the seeded visits, online and then offline after a reload', async ({
    page,
    adminApi,
    network,
  }) => {
    const site = await adminApi.firstSite();
    const host = {
      name: `Analytics Host ${Date.now().toString(36)}`,
      uniqueAttributeValue: `analytics-${Date.now()}@example.com`,
    };
    // Three visits with one new host: two days ago at 10:15 UTC, yesterday at 09:30 UTC and now.
    const now = Date.now();
    const times = [now - 2 * DAY_MS, now - DAY_MS].map((t) => {
      const day = new Date(t).toISOString().slice(0, 10);
      return Date.parse(`${day}T${t === now - DAY_MS ? '09:30' : '10:15'}:00Z`);
    });
    for (const evtTimeStamp of [...times, undefined]) {
      await adminApi.signInVisitor({
        EntityHierarchy: site.hierarchy,
        ...uniqueVisitorName('Analytics'),
        host,
        ...(evtTimeStamp === undefined ? {} : { evtTimeStamp }),
      });
    }
    const expected = await expectedFigures(adminApi, site);
    expect(expected.totals.visits, 'the seeded visits are in the range').toBeGreaterThanOrEqual(3);

    await openSiteLogAsAdmin(page, site);
    const analytics = new VisitorAnalyticsPage(page);
    await analytics.goto();
    await expect(analytics.totalVisits).toHaveText(String(expected.totals.visits), {
      timeout: 60_000,
    });
    await checkCharts(analytics, expected, host.name);

    await waitForServiceWorkerControl(page);
    await network.goOffline();
    await page.reload();
    await expect(analytics.totalVisits, 'offline, from the local database').toHaveText(
      String(expected.totals.visits),
      { timeout: 30_000 },
    );
    await checkCharts(analytics, expected, host.name);
  });
});

async function checkCharts(
  analytics: VisitorAnalyticsPage,
  expected: AnalyticsFigures,
  host: string,
) {
  for (const chart of ['daily', 'hourly', 'weekdays', 'heatmap', 'hosts', 'types']) {
    await expect(analytics.chart(chart), `${chart} chart`).toBeVisible();
    await expect(analytics.chart(chart), `${chart} chart is keyboard-reachable`).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expect(
      analytics.chart(chart).locator('svg[role="img"]'),
      `${chart} chart drawn`,
    ).toBeVisible();
  }
  // The nivo charts draw a bar per hour and a heatmap cell per weekday and hour.
  await expect(analytics.chart('hourly').locator('[data-testid^="bar.item."]')).toHaveCount(
    expected.hours.length,
  );
  await expect(analytics.chart('heatmap').locator('[data-testid^="cell."]')).toHaveCount(
    expected.heatmap.length * expected.hours.length,
  );
  // Every day of the range, days without visits as 0 (the placeholder entries).
  const days = await analytics.rows('daily');
  expect(days.map(([day, visits]) => [day, Number(visits)])).toEqual(
    expected.days.map((day) => [day.day, day.visits]),
  );
  const hours = await analytics.rows('hourly');
  expect(hours.map(([, visits]) => Number(visits))).toEqual(expected.hours.map((h) => h.visits));
  const heatmap = await analytics.rows('heatmap');
  expect(heatmap.map((row) => row.slice(1).map(Number))).toEqual(
    expected.heatmap.map((row) => row.hours.map((h) => h.visits)),
  );
  const hosts = await analytics.rows('hosts');
  expect(hosts.find(([name]) => name === host)?.[1], 'the seeded host has its three visits').toBe(
    '3',
  );
}
