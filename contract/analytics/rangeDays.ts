import { endOfLocalDay, localDay, nextDay, startOfLocalDay } from './zonedTime.ts';

/** An analytics range: its first and last millisecond (both included), epoch ms. */
export interface AnalyticsRange {
  beginTime: number;
  endTime: number;
}

/** Longest range the page aggregates: a year and a day (a leap year's days plus one). */
export const MAX_RANGE_DAYS = 367;

/**
 * The range's whole local days in `zone`. A range must start and end at day limits (spec
 * visitors.md §9): one that does not is widened to the days it touches, and `problem` says what
 * was wrong so the caller can log it (the figures stay usable; nothing is dropped).
 */
export function rangeDays(
  range: AnalyticsRange,
  zone: string,
): { days: string[]; beginTime: number; endTime: number; problem: string | null } {
  const { beginTime, endTime } = range;
  if (!Number.isFinite(beginTime) || !Number.isFinite(endTime) || beginTime > endTime) {
    throw new RangeError(`An analytics range needs begin ≤ end: ${beginTime}..${endTime}`);
  }
  const first = localDay(beginTime, zone);
  const last = localDay(endTime, zone);
  const start = startOfLocalDay(first, zone);
  const end = endOfLocalDay(last, zone);
  const problems: string[] = [];
  if (start !== beginTime) {
    problems.push(`starts at ${new Date(beginTime).toISOString()}, not at the start of ${first}`);
  }
  if (end !== endTime) {
    problems.push(`ends at ${new Date(endTime).toISOString()}, not at the end of ${last}`);
  }
  const days: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) {
    days.push(day);
    if (days.length > MAX_RANGE_DAYS) {
      throw new RangeError(`An analytics range covers at most ${MAX_RANGE_DAYS} days`);
    }
  }
  return {
    days,
    beginTime: start,
    endTime: end,
    problem:
      problems.length === 0
        ? null
        : `Analytics range not at day limits in ${zone}: ${problems.join('; ')}; widened to whole days`,
  };
}
