import type { Page } from '@playwright/test';

/**
 * How much slower than this machine the browser's CPU runs in tests that must hold on a slow
 * tablet (Chrome DevTools' "4x slowdown").
 */
export const SLOW_TABLET_CPU = 4;

/** Slows the page's renderer by `rate` (Chromium's CPU throttling), for the rest of the page's life. */
export async function throttlePageCpu(page: Page, rate = SLOW_TABLET_CPU): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
