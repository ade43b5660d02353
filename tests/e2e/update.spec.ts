import { expect, test } from './fixtures.ts';
import { UpdatePrompt } from './pages/UpdatePrompt.ts';
import { throttlePageCpu } from './support/cpuThrottle.ts';
import {
  checkForUpdate,
  hasWaitingVersion,
  publishNewServiceWorker,
} from './support/newVersion.ts';
import { waitForServiceWorkerControl } from './support/serviceWorker.ts';
import { openSiteLogAsAdmin, signInNewVisitor, visitorName } from './support/visitorLogFlow.ts';

test.describe('app updates', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new version waits for the user, says which changes still wait to sync, and takes over on Reload', async ({
    page,
    adminApi,
    network,
  }) => {
    const site = await adminApi.firstSite();
    const name = visitorName(await signInNewVisitor(adminApi, site, 'Update'));
    const log = await openSiteLogAsAdmin(page, site);
    await expect(log.signOutButton(name)).toBeVisible();
    await waitForServiceWorkerControl(page);
    const prompt = new UpdatePrompt(page);
    // From here on the browser runs as on a slow tablet: 4x slower than this machine.
    await throttlePageCpu(page);

    const restoreBuild = publishNewServiceWorker();
    try {
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

      const reloaded = page.waitForEvent('load');
      await prompt.reload();
      await reloaded;
      expect(await hasWaitingVersion(page), 'the new version took over').toBe(false);
      await waitForServiceWorkerControl(page);
      await expect(log.pendingMarker(name), 'the queued change survives the update').toBeVisible();
    } finally {
      restoreBuild();
    }

    await network.goOnline();
    await expect(log.pendingMarker(name), 'and is sent once back online').toBeHidden({
      timeout: 60_000,
    });
  });
});
