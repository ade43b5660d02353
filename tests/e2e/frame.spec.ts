import { expect, test } from './fixtures.ts';
import { FramePage } from './pages/FramePage.ts';
import { ShellPage } from './pages/ShellPage.ts';

test.use({ serviceWorkers: 'block' });

test.describe('frame: pages without sign-in', () => {
  test('the maintenance page replaces the app while the flag is on, unless dev=true', async ({
    page,
  }) => {
    await new FramePage(page).setEnvironmentFlags({ maintenance: true });
    await page.goto('/visitors/log');
    await expect(page.getByRole('heading', { name: "We'll be back soon!" })).toBeVisible();
    await expect(
      page.getByText(
        "Sorry for the inconvenience. We're performing some maintenance at the moment and we'll be back up shortly!",
      ),
    ).toBeVisible();
    await page.goto('/?dev=true');
    await expect(page).toHaveURL(/\/authenticate/);
    await expect(page.getByRole('heading', { name: "We'll be back soon!" })).toHaveCount(0);
  });

  test('a failed sign-in shows the Error dialog with Retry', async ({ page }) => {
    await page.goto('/authenticate?error=unknown_user&next=%2Fvisitors%2Flog');
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(
      dialog.getByText('There was an error while trying to sign you in. Would you like to retry?'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/authenticate\?next=%2Fvisitors%2Flog$/);
    await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  });

  test('invalid_grant clears storage and reloads without a dialog', async ({ page }) => {
    await page.goto('/authenticate');
    await page.evaluate(() => localStorage.setItem('stale', '1'));
    await page.goto('/authenticate?error=invalid_grant');
    await expect(page).toHaveURL(/\/authenticate$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('stale'))).toBeNull();
    await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  });
});

test.describe('frame: signed in', () => {
  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    const frame = new FramePage(page);
    await frame.signInAsAdmin();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Looks like you got lost' })).toBeVisible();
    await page.getByRole('link', { name: 'Back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/test-error fails on the second click into the component error boundary', async ({
    page,
  }) => {
    await new FramePage(page).signInAsAdmin();
    await page.goto('/test-error');
    const button = page.getByRole('button', { name: 'Click me' });
    await button.click();
    await expect(page.getByText('An error occurred with this component.')).toHaveCount(0);
    await button.click();
    await expect(page.getByText('An error occurred with this component.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the theme switch toggles light and dark and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const frame = new FramePage(page);
    await frame.signInAsAdmin();
    expect(await frame.colorScheme()).toBe('light');
    await page.getByRole('button', { name: 'Dark Mode' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Light Mode' }).first()).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Light Mode' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('the layout switch changes the sidebar between Latest and Legacy', async ({ page }) => {
    const frame = new FramePage(page);
    await frame.signInAsAdmin();
    await expect(page.locator('[data-layout="latest"]').first()).toBeVisible();
    const dialog = await frame.openAccountSettings();
    await dialog.getByText('Legacy', { exact: true }).click();
    await expect(page.locator('[data-layout="legacy"]').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.locator('[data-layout="legacy"]').first()).toBeVisible();
    const again = await frame.openAccountSettings();
    await again.getByText('Latest', { exact: true }).click();
    await expect(page.locator('[data-layout="latest"]').first()).toBeVisible();
  });

  test('the language switch turns the app into German when locale switching is on', async ({
    page,
  }) => {
    const frame = new FramePage(page);
    await frame.setEnvironmentFlags({ localeSwitch: true });
    await frame.signInAsAdmin();
    const dialog = await frame.openAccountSettings();
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('dialog', { name: 'Kontoeinstellungen' })).toBeVisible();
  });

  test('the language selector is hidden while locale switching is off', async ({ page }) => {
    const frame = new FramePage(page);
    await frame.setEnvironmentFlags({ localeSwitch: false });
    await frame.signInAsAdmin();
    const dialog = await frame.openAccountSettings();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  });

  test('choosing a location stays on the visitor log but leaves other pages for /', async ({
    page,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const frame = new FramePage(page);
    await frame.signInAsAdmin();
    const shell = new ShellPage(page);
    await page.goto('/visitors/log');
    await shell.chooseLocation(site.name);
    await expect(page).toHaveURL(/\/visitors\/log$/);
    await frame.sidebar.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await shell.locationSelector.click();
    const other = shell.locationTree.getByRole('button').filter({ hasNotText: site.name }).first();
    await other.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the sidebar is open above 1220 px and collapsed at 1220 px or narrower', async ({
    page,
  }) => {
    const frame = new FramePage(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await frame.signInAsAdmin();
    // Home is standalone (spec/frame.md §1): no sidebar, no toggle; its sections lead on.
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(frame.sidebar).toHaveCount(0);
    await expect(frame.sidebarToggle).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Visitors' })
      .getByRole('link', { name: 'Visitor Log' })
      .click();
    await expect(page).toHaveURL(/\/visitors\/log$/);
    await expect(frame.sidebar).toBeInViewport();
    await expect(page.locator('html')).toHaveClass(/screen-desktop/);
    await page.setViewportSize({ width: 1220, height: 800 });
    await expect(frame.sidebar).not.toBeInViewport();
    await expect(frame.sidebarToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).toHaveClass(/screen-tablet/);
    await frame.sidebarToggle.click();
    await expect(frame.sidebar).toBeInViewport();
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(page.locator('html')).toHaveClass(/screen-mobile/);
  });
});
