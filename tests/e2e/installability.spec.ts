import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { SignInPage } from './pages/SignInPage.ts';
import { demoUsers } from './support/demo.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';

test.describe('installable app', () => {
  test('Chromium finds nothing stopping installation in a persistent profile', async ({
    playwright,
    launchOptions,
    server,
  }) => {
    // Installability is never reported in an incognito context (TOOLCHAIN.md).
    const profile = mkdtempSync(join(tmpdir(), 'gatehouse-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: server.baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // The shell registers the service worker once signed in.
      await new SignInPage(page).signIn(demoUsers.admin);
      await waitForServiceWorkerControl(page);

      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors, 'web manifest errors').toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
