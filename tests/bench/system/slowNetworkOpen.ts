import type { BrowserContext, Page } from '@playwright/test';
import type { Measurement } from '../page/storageBench.ts';
import type { Dashboard } from './dashboard.ts';
import { FIRST_ROWS, type LogSite } from './logFirstRows.ts';
import { closeAndSettle, measurement } from './measure.ts';
import { firstRowTimes } from './pageTiming.ts';

/** A slow 3G profile: 400 ms latency, 400 kbit/s down and up. */
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};

/** A new page on the slow 3G profile (CDP, the page's own requests), navigated to `url`. */
async function openOnSlowNetwork(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await page.goto(url);
  return page;
}

/** The page's requests that went to the network and started before `before` (page clock). */
function networkRequestsBefore(page: Page, before: number): Promise<string[]> {
  return page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry): entry is PerformanceResourceTiming =>
            entry instanceof PerformanceResourceTiming && entry.startTime < before,
        )
        .filter((entry) => entry.transferSize > 0)
        .map(
          (entry) =>
            `${new URL(entry.name).pathname} ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)}`,
        ),
    before,
  );
}

async function firstRowOn(context: BrowserContext, url: string, rows?: number): Promise<number> {
  const page = await openOnSlowNetwork(context, url);
  try {
    const { firstRow } = await firstRowTimes(page);
    const requests = await networkRequestsBefore(page, firstRow ?? Number.POSITIVE_INFINITY);
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .map((mark) => `${mark.name} ${Math.round(mark.startTime)}`)
        .join(', '),
    );
    console.log(
      `slow-network-open: ${url} first row at ${Math.round(firstRow ?? 0)} ms after network requests (ms): ${requests.join(', ') || 'none'}${marks ? `; marks (ms): ${marks}` : ''}`,
    );
    if (rows !== undefined) {
      const drawn = await page.locator('tbody tr').count();
      if (drawn !== rows) throw new Error(`slow-network-open: the dashboard drew ${drawn} rows`);
    }
    return firstRow ?? Number.NaN;
  } finally {
    await closeAndSettle(page);
  }
}

/**
 * `slow-network-open`, one round, both on slow 3G (400 ms, 400 kbit/s): Gatehouse opening
 * /visitors/log from its service worker and local database (value), against an online-only
 * dashboard (dashboard.ts) that fetches the same log page, the newest 50 rows, from the API and
 * draws it (baseline). Each: navigation start to the first row drawn. ratio = dashboard ÷
 * Gatehouse. Only the page is throttled: Gatehouse's service worker answers from its cache.
 */
export async function benchSlowNetworkOpen(
  context: BrowserContext,
  log: LogSite,
  dashboard: Dashboard,
): Promise<Measurement> {
  const dashboardMs = await firstRowOn(context, dashboard.url, FIRST_ROWS);
  const gatehouseMs = await firstRowOn(context, `${log.baseURL}/visitors/log`);
  return measurement('slow-network-open', gatehouseMs, dashboardMs);
}
