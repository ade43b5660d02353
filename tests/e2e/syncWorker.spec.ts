import { expect, test } from './fixtures.ts';
import { uniqueVisitorName } from './support/demo.ts';
import { openSiteLogAsAdmin, visitorName } from './support/visitorLogFlow.ts';

test.describe('sync worker', () => {
  test('the leader tab syncs in its worker, and the page shows what the worker writes', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.rows.first()).toBeVisible();
    await expect
      .poll(() => page.workers().some((worker) => /syncWorker/.test(worker.url())))
      .toBe(true);
    // The connection state comes from the worker's MQTT client.
    await expect(
      page.getByRole('status', { name: 'Sync status' }).getByLabel(/^Online\. /),
    ).toBeVisible();

    // The worker's Dexie connection writes the live event; the page's live query shows it.
    const record = await adminApi.signInVisitor({
      EntityHierarchy: site.hierarchy,
      ...uniqueVisitorName('Worker'),
    });
    await expect(log.row(visitorName(record))).toBeVisible({ timeout: 2_000 });
  });
});
