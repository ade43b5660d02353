import type { Page } from '@playwright/test';

/**
 * Waits until the service worker has installed (the precache is complete) and controls the page, so
 * the shell and its chunks load without the network from now on.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
