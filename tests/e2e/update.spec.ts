import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { UpdatePrompt } from './pages/UpdatePrompt.ts';
import { throttlePageCpu } from './support/cpuThrottle.ts';
import { DeviceNetwork } from './support/deviceNetwork.ts';
import {
  checkForUpdate,
  hasWaitingVersion,
  keepCallingServer,
  publishNewServiceWorker,
} from './support/newVersion.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

/**
 * A tablet of its own: its own browser context behind its own network (the server stays up for
 * everyone else); each test slows its CPU 4x for the step that raced on a slow tablet.
 */
async function openSlowTablet(browser: Browser, baseURL: string) {
  const network = await DeviceNetwork.start();
  const context = await browser.newContext({
    baseURL,
    proxy: { server: network.proxyServer },
    locale: 'en-GB',
  });
  network.follow(context);
  const page = await context.newPage();
  const close = async () => {
    await context.close();
    await network.close();
  };
  return { network, page, close };
}

test.describe('app updates', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new version waits for the user, says which changes still wait to sync, and takes over on Reload', async ({
    browser,
    server,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const name = visitorName(await signInNewVisitor(adminApi, site, 'Update'));
    const tablet = await openSlowTablet(browser, server.baseURL);
    const { page, network } = tablet;
    let restoreBuild = () => {};
    try {
      const log = await openSiteLogAsAdmin(page, site);
      await expect(log.signOutButton(name)).toBeVisible();
      await waitForServiceWorkerControl(page);
      const prompt = new UpdatePrompt(page);

      restoreBuild = publishNewServiceWorker();
      await checkForUpdate(page);
      await expect(prompt.dialog).toBeVisible();
      await expect(prompt.dialog).not.toContainText('waiting to sync');
      await prompt.later();
      await expect(prompt.dialog).toBeHidden();
      expect(await hasWaitingVersion(page), 'Later leaves the new version waiting').toBe(true);

      await network.goOffline();
      await log.signOut(name);
      await expect(log.pendingMarker(name)).toBeVisible();
      await page.reload();
      // The prompt loads after the page's own content (src/ui/firstContent.ts).
      await expect(log.pendingMarker(name), 'the queued change survives a reload').toBeVisible();
      await expect(prompt.dialog).toContainText('1 change is still waiting to sync');
      expect(await hasWaitingVersion(page), 'a reload alone does not switch versions').toBe(true);

      // The hand-over on a slow tablet, where it raced (sw/networkRoutes.ts). Not the offline cold
      // start above: at 4x on a loaded machine the app took 8-10 s to open the prompt there, the
      // bench's figure (issue 37), not this test's.
      await throttlePageCpu(page);
      const reloaded = page.waitForEvent('load');
      await prompt.reload();
      await reloaded;
      expect(await hasWaitingVersion(page), 'the new version took over').toBe(false);
      await waitForServiceWorkerControl(page);
      await expect(log.pendingMarker(name), 'the queued change survives the update').toBeVisible();
      restoreBuild();

      await network.goOnline();
      await expect(log.pendingMarker(name), 'and is sent once back online').toBeHidden({
        timeout: 60_000,
      });
    } finally {
      restoreBuild();
      await tablet.close();
    }
  });

  test('a page that keeps calling the server is taken over on Reload all the same', async ({
    browser,
    server,
    adminApi,
  }) => {
    const site = await adminApi.firstSite();
    const tablet = await openSlowTablet(browser, server.baseURL);
    const { page } = tablet;
    let restoreBuild = () => {};
    try {
      await openSiteLogAsAdmin(page, site);
      await waitForServiceWorkerControl(page);
      const prompt = new UpdatePrompt(page);
      await throttlePageCpu(page);

      restoreBuild = publishNewServiceWorker();
      await checkForUpdate(page);
      await expect(prompt.dialog).toBeVisible();
      // As a signed-in page's retries do while offline: each call used to reach the outgoing
      // service worker and could hold the new version back (sw/networkRoutes.ts).
      await keepCallingServer(page);
      const reloaded = page.waitForEvent('load');
      await prompt.reload();
      await reloaded;
      expect(await hasWaitingVersion(page), 'the new version took over').toBe(false);
    } finally {
      restoreBuild();
      await tablet.close();
    }
  });
});
