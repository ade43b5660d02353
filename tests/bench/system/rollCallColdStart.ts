import type { BrowserContext, Page } from '@playwright/test';
import type { Measurement } from '../page/storageBench.ts';
import { coldStart, PHONE_VIEWPORT } from './coldStart.ts';
import { measurement, waitUntil } from './measure.ts';

export const ROLL_CALL_PATH = '/messaging/evacuation';
const ROLL_CALL_TIMEOUT_MS = 300_000;

/** The roll call's "{accounted} of {total} accounted for" (en-GB), read as numbers. */
async function rollCallCount(page: Page): Promise<{ accounted: number; total: number } | null> {
  const counter = page.getByTestId('roll-call-count');
  if ((await counter.count()) === 0) return null;
  const match = /([\d,]+) of ([\d,]+) accounted for/.exec((await counter.textContent()) ?? '');
  if (!match?.[1] || !match[2]) return null;
  const number = (text: string) => Number(text.replaceAll(',', ''));
  return { accounted: number(match[1]), total: number(match[2]) };
}

/**
 * Opens the roll call on `page` and waits until it accounts for at least `people` (the app's own
 * sync has brought the evacuation and the people into the local database); returns its total.
 */
export async function openRollCall(page: Page, baseURL: string, people: number): Promise<number> {
  await page.goto(`${baseURL}${ROLL_CALL_PATH}`);
  let total = 0;
  await waitUntil(
    `a roll call of ${people} people`,
    async () => {
      total = (await rollCallCount(page))?.total ?? 0;
      return total >= people;
    },
    ROLL_CALL_TIMEOUT_MS,
    500,
  ).catch(async (error: unknown) => {
    const shown = (await page.locator('main').textContent())?.slice(0, 300);
    throw new Error(
      `${error instanceof Error ? error.message : error}: ${total} on the roll call; the page shows "${shown}"`,
    );
  });
  return total;
}

/**
 * `rollcall-cold-start`, one round, with the context offline and the server unreachable (the
 * caller's part, coldStart.ts whileOffline): a new page at phone size (390 × 844), its CPU slowed
 * down 4×, opens the roll call from the installed service worker and the local database; value =
 * navigation start to the first animation frame with a person's row of marshal mode
 * (pageTiming.ts MARSHAL_ROW, which the caller installs for the context).
 *
 * Baseline, in the same round: the same page's static shell's first paint at the same size.
 */
export async function benchRollCallColdStart(
  context: BrowserContext,
  baseURL: string,
): Promise<Measurement> {
  const times = await coldStart(
    context,
    { baseURL, path: ROLL_CALL_PATH, viewport: PHONE_VIEWPORT },
    { interactive: false },
  );
  return measurement('rollcall-cold-start', times.firstRow, times.shell);
}
