import type { Measurement } from '../page/storageBench.ts';

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A time (lower is better) against its baseline in the same run; ratio = baseline / value. */
export function measurement(name: string, value: number, baseline: number): Measurement {
  return {
    name,
    value: round(value),
    unit: 'ms',
    baseline: round(baseline),
    ratio: round(baseline / value),
  };
}

/** The p-th percentile (0-100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.max(0, Math.min(sorted.length - 1, rank))] ?? Number.NaN;
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** How long a closed page's teardown is given before the next page of the round opens. */
export const TEARDOWN_MS = 1_000;

/**
 * Closes a page and waits for its teardown: Chromium tears a closed page down after close()
 * returns, on the main thread of the renderer process the site's next page shares. A trace of a
 * round showed the closed page's frame detach (35 ms) and its app's last message handler (12 ms)
 * inside the next page's first 100 ms, which made the open figures measure the previous round.
 */
export async function closeAndSettle(page: { close(): Promise<void> }): Promise<void> {
  await page.close();
  await sleep(TEARDOWN_MS);
}

/** Polls `check` every `intervalMs` until it is true; throws after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 25,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not done within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}
