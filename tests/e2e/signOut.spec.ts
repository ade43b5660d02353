import { expect, test } from './fixtures.ts';
import { FramePage } from './pages/FramePage.ts';
import { cachedEntriesContaining, userDatabases } from './support/deviceData.ts';
import { today } from './support/demo.ts';
import { localRecords } from './support/localRecords.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

test.describe('Log Out on a shared device', () => {
  test.describe.configure({ timeout: 120_000 });

  test('with nothing waiting, signing out leaves no visitor record in IndexedDB or Cache Storage', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const visitor = await signInNewVisitor(adminApi, site, 'Shared');
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.row(visitorName(visitor))).toBeVisible();
    await waitForServiceWorkerControl(page);
    expect(await userDatabases(page)).toHaveLength(1);

    await new FramePage(page).logOut();
    await page.waitForURL(/\/authenticate/);

    expect(await userDatabases(page)).toEqual([]);
    expect(await cachedEntriesContaining(page, visitor.ProfileId)).toEqual([]);
    expect(await cachedEntriesContaining(page, visitorName(visitor))).toEqual([]);
  });

  test('offline with a change waiting, Log Out asks first; back online Wait and sync sends it, then deletes the data', async ({
    page,
    adminApi,
    network,
  }) => {
    const site = await adminApi.firstSite();
    const visitor = await signInNewVisitor(adminApi, site, 'Waiting');
    const name = visitorName(visitor);
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.signOutButton(name)).toBeVisible();
    await waitForServiceWorkerControl(page);
    const frame = new FramePage(page);

    await network.goOffline();
    await log.signOut(name);
    await expect(log.pendingMarker(name)).toBeVisible();

    await frame.logOut();
    const dialog = frame.waitingChangesDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Waiting changes' })).toContainText('(1)');
    await expect(dialog).toContainText('the changes cannot be sent now');
    const waitAndSync = dialog.getByRole('button', { name: 'Wait and sync' });
    await expect(waitAndSync).toBeDisabled();
    await expect(page, 'nothing is deleted while the user decides').not.toHaveURL(/authenticate/);
    expect(await localRecords(page, 'outbox')).toHaveLength(1);

    await network.goOnline();
    await waitAndSync.click();
    await page.waitForURL(/\/authenticate/);
    expect(await userDatabases(page)).toEqual([]);
    const { Items } = await adminApi.visitorLog({
      hierarchies: [visitor.EntityHierarchy],
      ...today(),
    });
    const copy = Items.find((item) => item.ProfileId === visitor.ProfileId);
    expect(copy?.evtTimeStampOut, 'the waiting sign-out reached the server first').toBeDefined();
  });

  test('offline, Cancel stays signed in and Sign out and keep them on this device keeps the waiting change', async ({
    page,
    adminApi,
    network,
  }) => {
    const site = await adminApi.firstSite();
    const visitor = await signInNewVisitor(adminApi, site, 'Kept');
    const name = visitorName(visitor);
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.signOutButton(name)).toBeVisible();
    await waitForServiceWorkerControl(page);
    const frame = new FramePage(page);

    await network.goOffline();
    await log.signOut(name);
    await expect(log.pendingMarker(name)).toBeVisible();
    await frame.logOut();
    const dialog = frame.waitingChangesDialog;
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(frame.accountMenuButton, 'Cancel keeps the user signed in').toBeVisible();
    await frame.logOut();
    await dialog.getByRole('button', { name: 'Sign out and keep them on this device' }).click();
    await page.waitForURL(/\/authenticate/);
    expect(await userDatabases(page)).toHaveLength(1);
    expect(await localRecords(page, 'outbox')).toHaveLength(1);
  });
});
