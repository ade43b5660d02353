import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ScreeningLogPage } from './pages/ScreeningLogPage.ts';
import { SignInPage } from './pages/SignInPage.ts';
import type { GatehouseApi, Site } from './support/api.ts';
import { demoUsers } from './support/demo.ts';
import { mqttSubscribed } from './support/mqtt.ts';

interface Screening {
  EntityHierarchy: string;
  preScreeningDateProfileID: string;
  preScreeningDate?: number | string;
  screeningStatus?: string;
  employeeDetails?: { firstName?: string; lastName?: string };
}

const DAY = 86_400_000;
const nameOf = (item: Screening) =>
  `${item.employeeDetails?.firstName ?? ''} ${item.employeeDetails?.lastName ?? ''}`.trim();

/**
 * A failed screening of the last 5 days whose worker has no other failed one from 9 days back to
 * tomorrow (so its Reset button is unique in the log's 'Last 7 days', which covers 8 site days,
 * whatever the hour and the site's time zone: only failed screenings have one), with its site.
 */
async function lonelyFailedScreening(api: GatehouseApi): Promise<{ item: Screening; site: Site }> {
  const config = await api.hierarchyConfiguration();
  const roots = config.deepStructure.map((node) => node.hierarchyStructure);
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const answer = await api.call<{ Items: Screening[] }>(
    'preScreeningOperations/preScreeningLogRetrieval',
    {
      query: {
        hierarchies: roots,
        beginTime: start.getTime() - 9 * DAY,
        endTime: Date.now() + 2 * DAY,
      },
    },
  );
  const byName = new Map<string, Screening[]>();
  for (const item of answer.Items) {
    const key = `${item.EntityHierarchy}\n${nameOf(item)}`;
    byName.set(key, [...(byName.get(key) ?? []), item]);
  }
  const failed = (items: Screening[]) => items.filter((i) => i.screeningStatus === 'FAILED');
  const recent = (item: Screening) =>
    Number(item.preScreeningDate) >= start.getTime() - 5 * DAY &&
    Number(item.preScreeningDate) <= Date.now();
  const item = [...byName.values()]
    .map(failed)
    .find((items) => items.length === 1 && recent(items[0] as Screening))?.[0];
  if (!item) throw new Error('The demo data has no failed screening in the last 7 days');
  return { item, site: await api.site(item.EntityHierarchy) };
}

/**
 * Signs the admin in on `page`, chooses `site`, opens the Screening Log for the last 7 days and
 * searches for the worker `name`.
 */
async function openScreeningLog(page: import('@playwright/test').Page, site: Site, name: string) {
  await new SignInPage(page).signInAt(demoUsers.admin, site.name);
  const log = new ScreeningLogPage(page);
  await log.goto();
  await log.chooseRange('Last 7 days');
  await log.search(name);
  return log;
}

async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  return { context, page: await context.newPage() };
}

test.describe('screening log', () => {
  test('a failed screening reset in one browser shows as reset in a second browser, live', async ({
    page,
    browser,
    server,
    adminApi,
  }) => {
    const { item, site } = await lonelyFailedScreening(adminApi);
    const name = nameOf(item);

    const other = await secondBrowser(browser, server.baseURL);
    try {
      const subscribed = mqttSubscribed(other.page, 'preScreeningEvents');
      const watching = await openScreeningLog(other.page, site, name);
      await subscribed;
      await expect(watching.failedRowsOf(name)).toHaveCount(1);

      const log = await openScreeningLog(page, site, name);
      await expect(log.failedRowsOf(name)).toHaveCount(1);
      await log.reset(name, 'Thermometer was faulty');

      // The second browser sees the change event without a reload: no failed result any more.
      await expect(watching.failedRowsOf(name)).toHaveCount(0, { timeout: 5_000 });
      await expect(watching.rowsOf(name).filter({ hasText: 'None' })).not.toHaveCount(0);
      await expect(watching.resetButton(name)).toHaveCount(0);
    } finally {
      await other.context.close();
    }

    const after = await adminApi.call<{ Items: Screening[] }>(
      'preScreeningOperations/preScreeningLogRetrieval',
      { query: { hierarchies: [item.EntityHierarchy], beginTime: 0, endTime: Date.now() + DAY } },
    );
    const stored = after.Items.find(
      (candidate) => candidate.preScreeningDateProfileID === item.preScreeningDateProfileID,
    );
    expect(stored).toMatchObject({
      screeningStatus: 'NONE',
      adminResets: [expect.objectContaining({ resetNote: 'Thermometer was faulty' })],
    });
  });
});
