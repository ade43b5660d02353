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
