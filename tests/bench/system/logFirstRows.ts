import type { BrowserContext } from '@playwright/test';
import type { Measurement } from '../page/storageBench.ts';
import { closeAndSettle, measurement } from './measure.ts';
import { firstRowTimes, interactiveAt } from './pageTiming.ts';
import { readNewestVisitors } from './rawLogRead.ts';

export const FIRST_ROWS = 50;

export interface LogSite {
  baseURL: string;
  hierarchy: string;
  /** The start of the log's window (today). */
  since: number;
}

/**
 * `log-first-rows`, one round: a new page of the warm context (service worker installed, the
 * site's visitors in the local database, the location chosen) navigates to /visitors/log; value =
 * navigation start to the first animation frame with a row in the table (the page's clock).
 *
 * Baseline, in the same page once it is quiet (no long task for a second): plain IndexedDB
 * opening the app's database and reading the newest 50 rows of the same window (rawLogRead.ts).
 */
export async function benchLogFirstRows(context: BrowserContext, log: LogSite) {
  const page = await context.newPage();
  try {
    await page.goto(`${log.baseURL}/visitors/log`);
    const { firstRow } = await firstRowTimes(page);
    // Read once the page is quiet: while the app is still reading, the same read takes many times longer.
    await interactiveAt(page);
    const raw = await readNewestVisitors(page, log.hierarchy, log.since, FIRST_ROWS);
    if (raw.rows !== FIRST_ROWS) throw new Error(`log-first-rows: raw read found ${raw.rows} rows`);
    return measurement('log-first-rows', firstRow ?? Number.NaN, raw.ms) satisfies Measurement;
  } finally {
    await closeAndSettle(page);
  }
}
