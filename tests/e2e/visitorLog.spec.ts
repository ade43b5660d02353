import { expect, test } from './fixtures.ts';
import { today, uniqueVisitorName } from './support/demo.ts';
import { mqttSubscribed } from './support/mqtt.ts';
import { openSiteLogAsAdmin, visitorName } from './support/visitorLogFlow.ts';

test.describe('visitor log', () => {
  test("admin signs in through the identity provider, chooses a site and sees today's visitors", async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const { Items } = await adminApi.visitorLog({ hierarchies: [site.hierarchy], ...today() });
    expect(Items.length, `demo data has visitors at ${site.name} today`).toBeGreaterThan(0);

    const log = await openSiteLogAsAdmin(page, site);

    // The log is newest first and virtualised: only its first screen is drawn. The server is
    // shared by the spec files, so earlier ones may have added visitors here today.
    const newest = [...Items].sort((a, b) => b.evtTimeStamp - a.evtTimeStamp).slice(0, 3);
    for (const record of newest) {
      await expect(log.row(visitorName(record)).first()).toBeVisible();
    }
  });

  test('a visitor signed in through the API appears within 2 s without a reload', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const subscribed = mqttSubscribed(page, 'visitorEvents');
    const log = await openSiteLogAsAdmin(page, site);
    await subscribed;
    await expect(log.rows.first()).toBeVisible();
    await page.evaluate(() => {
      (window as { e2eSameDocument?: boolean }).e2eSameDocument = true;
    });

    const visitor = uniqueVisitorName('Live');
    const record = await adminApi.signInVisitor({ EntityHierarchy: site.hierarchy, ...visitor });

    await expect(log.row(visitorName(record))).toBeVisible({ timeout: 2_000 });
    const sameDocument = await page.evaluate(
      () => (window as { e2eSameDocument?: boolean }).e2eSameDocument === true,
    );
    expect(sameDocument, 'the page was not reloaded').toBe(true);
  });
});
