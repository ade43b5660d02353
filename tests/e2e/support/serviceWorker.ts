import type { Page } from '@playwright/test';

const CLAIM_WAIT_MS = 5_000;

/**
 * Waits until the service worker has installed (the precache is complete) and controls the page, so
 * the shell and its chunks load without the network from now on.
 *
 * The worker registers on the first page (often the sign-in page) and activates while the browser
 * is still on its way back from the identity provider; Chromium does not always claim a page whose
 * navigation was under way at that moment. A person's next load is controlled; so is ours: reload
 * once when the claim has not come.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await waitForServiceWorkerInstalled(page);
  const claimed = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: CLAIM_WAIT_MS,
    })
    .then(() => true)
    .catch(() => false);
  if (claimed) return;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until the page's service worker has installed (its precache complete) and activated,
 * without waiting for it to control the page.
 */
export async function waitForServiceWorkerInstalled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
