import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AccountSettingsPage } from './pages/AccountSettingsPage.ts';
import { SignInPage } from './pages/SignInPage.ts';
import { demoUsers } from './support/demo.ts';
import { mqttSubscribed } from './support/mqtt.ts';

const REGION = 'acme#north';
/** The demo HOST's only location, a site below the region. */
const SITE_BELOW = 'acme#north#jhb-hq';
const NEW_PRIMARY = '#1a4f8b';

/** The theme's brand colour at shade 5: the location's primary colour itself (app/theme.ts). */
function brandColour(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-5').trim(),
  );
}

test.describe('location branding', () => {
  test('an admin changes the brand colour of a region; a session open on a site below it is re-branded live', async ({
    page,
    browser,
    server,
    adminApi,
  }) => {
    const region = await adminApi.site(REGION);
    await adminApi.site(SITE_BELOW);
    const other = await browser.newContext({ baseURL: server.baseURL, locale: 'en-GB' });
    try {
      // The second session: the HOST, on the visitor log of the site below the region, live
      // updates on.
      const watching = await other.newPage();
      await new SignInPage(watching).signIn(demoUsers.host);
      const subscribed = mqttSubscribed(watching, 'visitorEvents');
      await watching.goto('/visitors/log');
      await subscribed;
      const before = await brandColour(watching);
      expect(before).not.toBe(NEW_PRIMARY);

      // The admin opens the region's settings and changes its primary colour.
      await new SignInPage(page).signInAt(demoUsers.admin, region.name);
      const settings = new AccountSettingsPage(page);
      await settings.goto();
      await expect(page.getByRole('tab', { name: 'Location', selected: true })).toBeVisible();
      await settings.setColour('Text colour', '#ffffff');
      await settings.setColour('Primary colour', '#9be39b');
      await expect(settings.contrastFigure).toContainText('below the 4.5:1');
      await settings.setColour('Primary colour', NEW_PRIMARY);
      await expect(settings.contrastFigure).toContainText('8.28:1');
      await settings.saveColours();
      await expect(settings.colours.getByText('Set at this location')).toBeVisible();
      // Saving re-applies branding on the admin's own page at once.
      await expect.poll(() => brandColour(page)).toBe(NEW_PRIMARY);

      // The HOST's page follows without a reload.
      await expect.poll(() => brandColour(watching), { timeout: 15_000 }).toBe(NEW_PRIMARY);
      expect(new URL(watching.url()).pathname).toBe('/visitors/log');
    } finally {
      await other.close();
    }
  });
});
