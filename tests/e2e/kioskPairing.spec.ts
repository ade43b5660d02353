import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages/ShellPage.ts';
import { SignInPage } from './pages/SignInPage.ts';
import { GatehouseApi } from './support/api.ts';
import { demoUsers } from './support/demo.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';

/**
 * Pairing an entrance kiosk (issue 33 item 1, contract/kioskPairing.ts): an admin pairs a kiosk
 * from Resources; a tablet (its own browser context, no user session) opens /kiosk, enters the
 * code and shows its welcome screen, which survives a reload online and offline; the admin's list
 * shows the kiosk's last contact; the admin removes it, and within 10 s the tablet is back at the
 * pairing form with nothing of its credential left.
 */
const SITE = 'acme#north#jhb-hq';
const KIOSK_DATABASE = 'gatehouse-kiosk';

/** The IndexedDB databases and localStorage keys the kiosk's page can see. */
function storedByKiosk(kiosk: Page) {
  return kiosk.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((database) => database.name),
    localStorage: Object.keys(localStorage).filter((key) => /kiosk/i.test(key)),
  }));
}

test('an admin pairs a kiosk, the tablet shows its welcome, removing it unpairs the tablet', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const kioskName = `E2E kiosk ${Date.now().toString(36)}`;

  await new SignInPage(page).signIn(demoUsers.admin);
  const site = await new GatehouseApi(page.context().request).site(SITE);
  await new ShellPage(page).chooseLocation(site.name);
  await page.goto('/settings/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Pair a kiosk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pair a kiosk' });
  await dialog.getByLabel(/Kiosk name/).fill(kioskName);
  await dialog.getByRole('button', { name: 'Get pairing code' }).click();
  const shownCode = dialog.getByTestId('kiosk-pairing-code');
  await expect(shownCode).toHaveText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  const code = (await shownCode.textContent()) ?? '';
  await expect(dialog.getByRole('img', { name: 'QR code of the pairing link' })).toBeVisible();
  await expect(dialog).toContainText(/Valid until \d\d:\d\d\. The code can be used once\./);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('main').locator('tr', { hasText: kioskName });
  await expect(row).toHaveAttribute('data-pairing', 'waiting', { timeout: 20_000 });
  await expect(row).toContainText(/Waiting for pairing \(until \d\d:\d\d\)/);

  // The tablet: a context of its own, no session, at 1280×800.
  const tablet = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const kiosk = await tablet.newPage();
    await kiosk.goto('/kiosk');
    await kiosk.getByLabel('Enter the pairing code').fill(code.toLowerCase());
    await kiosk.getByRole('button', { name: 'Pair this kiosk' }).click();
    const welcome = kiosk.getByTestId('kiosk-welcome');
    await expect(welcome).toBeVisible();
    // The contract's pair answer names the kiosk, not its location (reported: `locationName`);
    // the screen shows the location's name once the server sends it, the kiosk's until then.
    await expect(kiosk.getByTestId('kiosk-location')).toHaveText(kioskName);
    await expect(welcome).toContainText(
      'Sign-in at this kiosk is not available yet. Please see reception.',
    );
    await expect(kiosk).toHaveURL(/\/kiosk$/);
    expect((await storedByKiosk(kiosk)).databases).toContain(KIOSK_DATABASE);

    // The admin's list: paired, with its last contact and app version.
    await expect(row).toHaveAttribute('data-pairing', 'paired', { timeout: 20_000 });
    await expect(row).toContainText('Connected');
    await expect(row).not.toContainText('Never');
    await expect(row).toContainText(/\d\d:\d\d/);
    await expect(row).toContainText(/App \d+\.\d+\.\d+/);
    await expect(row).toContainText('0 changes waiting');

    // A reload keeps it paired, online and offline (the service worker serves /kiosk).
    await waitForServiceWorkerControl(kiosk);
    await kiosk.reload();
    await expect(welcome).toBeVisible();
    await tablet.setOffline(true);
    try {
      await kiosk.reload();
      await expect(welcome).toBeVisible();
      await expect(kiosk.getByTestId('kiosk-location')).toHaveText(kioskName);
      await kiosk.waitForTimeout(6_000);
      await expect(kiosk.getByRole('alert')).toHaveCount(0);
      await expect(welcome).toBeVisible();
    } finally {
      await tablet.setOffline(false);
    }

    // The admin removes it: the tablet locks itself within 10 s and keeps nothing.
    await row.getByRole('button', { name: `Remove ${kioskName}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove device' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(kiosk.getByTestId('kiosk-unpaired')).toHaveText(
      'This kiosk was unpaired by an administrator.',
      { timeout: 10_000 },
    );
    await expect(kiosk.getByLabel('Enter the pairing code')).toHaveValue('');
    await expect
      .poll(async () => (await storedByKiosk(kiosk)).databases)
      .not.toContain(KIOSK_DATABASE);
    expect((await storedByKiosk(kiosk)).localStorage).toEqual([]);
    await expect(row).toHaveCount(0, { timeout: 20_000 });
  } finally {
    await tablet.close();
  }
});
