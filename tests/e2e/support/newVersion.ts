import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { builtAppDir } from './builtApp.ts';

const builtServiceWorker = join(builtAppDir, 'sw.js');

/**
 * Makes the served service worker a new version (its bytes change, as after a deploy) until the
 * returned function puts the built one back.
 */
export function publishNewServiceWorker(): () => void {
  const original = readFileSync(builtServiceWorker);
  appendFileSync(builtServiceWorker, `\n// e2e: a new version, ${Date.now()}\n`);
  return () => writeFileSync(builtServiceWorker, original);
}

/** Asks the browser to look for a new service worker now (it does so on its own only now and then). */
export async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

/** True while an installed new version waits to take over. */
export function hasWaitingVersion(page: Page): Promise<boolean> {
  return page.evaluate(async () =>
    Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
  );
}

/**
 * Makes the page call the server every few milliseconds from now on, as a signed-in page's retries
 * do while it is offline, until it unloads.
 */
export async function keepCallingServer(page: Page): Promise<void> {
  await page.evaluate(() => {
    setInterval(() => {
      fetch('/auth/session', { cache: 'no-store' }).catch(() => undefined);
    }, 20);
  });
}
