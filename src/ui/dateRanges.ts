import dayjs, { type Dayjs } from 'dayjs';
import { OPEN_END } from '../../contract/primitives.ts';

/**
 * Date ranges of the logs and analytics (spec/frame.md §3, §9). Times are the browser's local
 * time; `begin` is the first millisecond of the range and `end` its last (inclusive).
 * Weeks start on Monday (ISO 8601), whatever the dayjs locale says.
 */

export interface DateRange {
  begin: number;
  end: number;
}

export const NAMED_PRESETS = [
  'today',
  'tomorrow',
  'yesterday',
  'this-week',
  'this-month',
  'last-month',
  'this-year',
] as const;
export type NamedPreset = (typeof NAMED_PRESETS)[number];
/** A named preset, or a number of days back. */
export type DateRangePreset = NamedPreset | number;

export { OPEN_END };
/** Default analytics range: this many days back. */
export const DEFAULT_ANALYTICS_DAYS = 30;

function span(from: Dayjs, to: Dayjs): DateRange {
  return { begin: from.valueOf(), end: to.valueOf() };
}

function startOfWeek(day: Dayjs): Dayjs {
  const daysSinceMonday = (day.day() + 6) % 7;
  return day.startOf('day').subtract(daysSinceMonday, 'day');
}

/**
 * The range of a preset at `now`. A number n means the last n days: from the start of the day n
 * days before today to the end of today (so 0 is today). Negative or fractional numbers are
 * rejected.
 */
export function presetRange(preset: DateRangePreset, now: number | Date = Date.now()): DateRange {
  const today = dayjs(now);
  if (typeof preset === 'number') {
    if (!Number.isInteger(preset) || preset < 0) {
      throw new RangeError(`A number of days back must be a whole number of 0 or more: ${preset}`);
    }
    return span(today.subtract(preset, 'day').startOf('day'), today.endOf('day'));
  }
  switch (preset) {
    case 'today':
      return span(today.startOf('day'), today.endOf('day'));
    case 'tomorrow': {
      const tomorrow = today.add(1, 'day');
      return span(tomorrow.startOf('day'), tomorrow.endOf('day'));
    }
    case 'yesterday': {
      const yesterday = today.subtract(1, 'day');
      return span(yesterday.startOf('day'), yesterday.endOf('day'));
    }
    case 'this-week': {
      const monday = startOfWeek(today);
      return span(monday, monday.add(6, 'day').endOf('day'));
    }
    case 'this-month':
      return span(today.startOf('month'), today.endOf('month'));
    case 'last-month': {
      const last = today.subtract(1, 'month');
      return span(last.startOf('month'), last.endOf('month'));
    }
    case 'this-year':
      return span(today.startOf('year'), today.endOf('year'));
  }
}

/** Reads a preset from text (a query parameter): a named preset or a whole number of days. */
export function parsePreset(text: string | null | undefined): DateRangePreset | undefined {
  const value = text?.trim() ?? '';
  if ((NAMED_PRESETS as readonly string[]).includes(value)) return value as NamedPreset;
  return /^\d{1,5}$/.test(value) ? Number(value) : undefined;
}

/** Default log range: the start of today to the open end. */
export function defaultLogRange(now: number | Date = Date.now()): DateRange {
  return { begin: dayjs(now).startOf('day').valueOf(), end: OPEN_END };
}

/** The user log covers everything: 0 to the open end. */
export const USER_LOG_RANGE: Readonly<DateRange> = { begin: 0, end: OPEN_END };

/** Default analytics range: the last 30 days. */
export function defaultAnalyticsRange(now: number | Date = Date.now()): DateRange {
  return presetRange(DEFAULT_ANALYTICS_DAYS, now);
}

/** Whether `timestamp` lies in the range (both ends included). */
export function isInRange(timestamp: number, range: DateRange): boolean {
  return timestamp >= range.begin && timestamp <= range.end;
}
