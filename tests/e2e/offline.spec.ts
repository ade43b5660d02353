import type { VisitorLogRecord } from '../../contract/index.ts';
import { expect, test } from './fixtures.ts';
import type { GatehouseApi } from './support/api.ts';
import { countChanges } from './support/changeFeed.ts';
import { today } from './support/demo.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

async function serverCopy(api: GatehouseApi, record: VisitorLogRecord) {
  const { Items } = await api.visitorLog({ hierarchies: [record.EntityHierarchy], ...today() });
  return Items.filter((item) => item.ProfileId === record.ProfileId);
}

test.describe('offline', () => {
  test.describe.configure({ timeout: 120_000 });

  test('with the network blocked and the server stopped, a reload still renders the log from the local database', async ({
    page,
    adminApi,
    network,
  }) => {
    const site = await adminApi.firstSite();
    const visitor = await signInNewVisitor(adminApi, site, 'Offline');
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.row(visitorName(visitor))).toBeVisible();
    await waitForServiceWorkerControl(page);

    await network.goOffline();
    await page.reload();

    await expect(log.row(visitorName(visitor))).toBeVisible();
    await expect(log.signOutButton(visitorName(visitor))).toBeVisible();
  });

  test('an online-only page not yet opened on the device says it needs a connection offline, and opens offline once it has been opened', async ({
    page,
    adminApi,
    network,
  }) => {
    const site = await adminApi.firstSite();
    await openSiteLogAsAdmin(page, site);
    await waitForServiceWorkerControl(page);
    const guides = page.getByRole('heading', { level: 1, name: 'Guides' });

    await network.goOffline();
    await page.goto('/integrations/guides');
    await expect(page.getByRole('alert').getByText('This needs a connection')).toBeVisible();
    await expect(guides).toHaveCount(0);

    await network.goOnline();
    await page.reload();
    await expect(guides).toBeVisible();

    await network.goOffline();
    await page.reload();
    await expect(guides).toBeVisible();
  });

  test('a visitor signed out while offline is signed out on the server exactly once after the network returns', async ({
    page,
    adminApi,
    network,
    server,
  }) => {
    const site = await adminApi.firstSite();
    const visitor = await signInNewVisitor(adminApi, site, 'SignOut');
    const name = visitorName(visitor);
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.signOutButton(name)).toBeVisible();
    await waitForServiceWorkerControl(page);

    await network.goOffline();
    const offlineFrom = Date.now();
    await log.signOut(name);
    await expect(log.signOutButton(name), 'signed out on this device at once').toBeHidden();
    await expect(log.pendingMarker(name)).toBeVisible();
    const offlineUntil = Date.now();

    await network.goOnline();
    await expect(log.pendingMarker(name), 'the outbox delivers the sign-out').toBeHidden({
      timeout: 60_000,
    });

    const copies = await serverCopy(adminApi, visitor);
    expect(copies, 'one visit on the server, no duplicate').toHaveLength(1);
    expect(copies[0]?.evtTimeStampOut, 'signed out on the server').toBeDefined();
    expect(copies[0]?.evtTimeStampOut).toBeGreaterThanOrEqual(offlineFrom - 1_000);
    expect(copies[0]?.evtTimeStampOut).toBeLessThanOrEqual(offlineUntil + 1_000);
    expect(await countChanges(server, visitor), 'change feed: one sign-in, one sign-out').toEqual({
      INSERT: 1,
      MODIFY: 1,
    });
  });
});
