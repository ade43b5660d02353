import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A Wednesday afternoon, 25 November 2026 14:00 in the machine's own zone: hours after the start
 * of its day and hours before its end, so fixtures such as "an hour ago" or "today at 00:10" are
 * today whatever the real clock and time zone say (docs/testing-clock.md).
 */
export const FIXED_NOW = new Date(2026, 10, 25, 14, 0, 0, 0).getTime();

/**
 * Starts each test of the file (or describe block) it is called in at `at`, and puts the real
 * clock back after each. Call it before the other beforeEach hooks, which then build their
 * fixtures at `at` too. Only `Date` is faked: timers stay real, so fake IndexedDB, Dexie and
 * testing-library's waits work as usual, and the faked clock moves on with real time from `at`;
 * with `standing`, it stands at `at` instead (until a test sets it with vi.setSystemTime).
 */
export function setClockForEachTest(
  at: number = FIXED_NOW,
  options: { standing?: boolean } = {},
): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: !options.standing });
    vi.setSystemTime(at);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
