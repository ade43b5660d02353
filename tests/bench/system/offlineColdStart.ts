import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { builtAppDir } from '../../e2e/support/builtApp.ts';
import type { Measurement } from '../page/storageBench.ts';
import type { LogSite } from './logFirstRows.ts';
import { measurement } from './measure.ts';
import { firstRowTimes, interactiveAt } from './pageTiming.ts';

export const CPU_SLOWDOWN = 4;

/** A new page with the CPU slowed down CPU_SLOWDOWN times (CDP), before it loads anything. */
async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** The built index.html without the app: its module script and preloads removed. */
function staticShellHtml(): string {
  return readFileSync(join(builtAppDir, 'index.html'), 'utf8')
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The baseline: the same page's static shell (the built index.html, its stylesheet and boot
 * splash, no JavaScript) on a throttled page, answered by the bench from dist/ on another origin
 * (127.0.0.1, which no service worker controls); time to its first contentful paint.
 */
async function staticShellPaint(context: BrowserContext, baseURL: string): Promise<number> {
  const page = await throttledPage(context);
  const origin = baseURL.replace('localhost', '127.0.0.1');
  const html = staticShellHtml();
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/visitors/log')
      return route.fulfill({ contentType: 'text/html', body: html });
    if (pathname.endsWith('.css')) return route.fulfill({ path: join(builtAppDir, pathname) });
    return route.abort('internetdisconnected');
  });
  try {
    await page.goto(`${origin}/visitors/log`);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.name === 'first-contentful-paint') resolve(entry.startTime);
            }
          }).observe({ type: 'paint', buffered: true });
        }),
    );
  } finally {
    await page.close();
  }
}

/**
 * `offline-cold-start`, one round, with the context offline and the server unreachable (the
 * caller's part): a new page, its CPU slowed down 4×, opens /visitors/log from the installed
 * service worker and the local database. Values: navigation start to the first row drawn, and
 * to interactive (pageTiming.ts: the end of the last long task before a quiet second).
 *
 * Baseline, in the same round: the static shell's first paint (staticShellPaint).
 */
export async function benchOfflineColdStart(
  context: BrowserContext,
  log: LogSite,
): Promise<{ firstRow: Measurement; interactive: Measurement }> {
  const shell = await staticShellPaint(context, log.baseURL);
  const page = await throttledPage(context);
  try {
    await page.goto(`${log.baseURL}/visitors/log`);
    const { firstRow } = await firstRowTimes(page);
    const interactive = await interactiveAt(page);
    return {
      firstRow: measurement('offline-cold-start', firstRow ?? Number.NaN, shell),
      interactive: measurement('offline-cold-start-interactive', interactive, shell),
    };
  } finally {
    await page.close();
  }
}
