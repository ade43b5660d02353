import dayjs from 'dayjs';
import { localDay } from '../../contract/analytics/zonedTime.ts';
import { OPEN_END } from '../../contract/primitives.ts';
import { runtimeTimeZone, siteDayLimits } from '../../contract/siteDays.ts';

/**
 * Date ranges of the logs and analytics (spec/frame.md §3, §9): whole calendar days in a time
 * zone, the site's where the picker knows it (docs/midnight-and-time-zones.md), else the
 * browser's. `begin` is the first millisecond of the range and `end` its last (inclusive).
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

/** A calendar day 'YYYY-MM-DD' as a UTC date, for calendar arithmetic only. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The first day of the month `months` after the month of `day` (negative: before). */
function monthStart(day: string, months: number): string {
  const date = asDate(day);
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

/** From the first millisecond of day `from` to the last of day `to`, in `zone`. */
function days(from: string, to: string, zone: string): DateRange {
  return { begin: siteDayLimits(from, zone).begin, end: siteDayLimits(to, zone).end };
}

/**
 * The range of a preset at `now`, in the calendar days of `zone`. A number n means the last n
 * days: from the start of the day n days before today to the end of today (so 0 is today).
 * Negative or fractional numbers are rejected.
 */
export function presetRange(
  preset: DateRangePreset,
  now: number | Date = Date.now(),
  zone: string = runtimeTimeZone(),
): DateRange {
  const today = localDay(now.valueOf(), zone);
  if (typeof preset === 'number') {
    if (!Number.isInteger(preset) || preset < 0) {
      throw new RangeError(`A number of days back must be a whole number of 0 or more: ${preset}`);
    }
    return days(addDays(today, -preset), today, zone);
  }
  switch (preset) {
    case 'today':
      return days(today, today, zone);
    case 'tomorrow':
      return days(addDays(today, 1), addDays(today, 1), zone);
    case 'yesterday':
      return days(addDays(today, -1), addDays(today, -1), zone);
    case 'this-week': {
      const monday = addDays(today, -((asDate(today).getUTCDay() + 6) % 7));
      return days(monday, addDays(monday, 6), zone);
    }
    case 'this-month':
      return days(monthStart(today, 0), addDays(monthStart(today, 1), -1), zone);
    case 'last-month':
      return days(monthStart(today, -1), addDays(monthStart(today, 0), -1), zone);
    case 'this-year':
      return days(`${today.slice(0, 4)}-01-01`, `${today.slice(0, 4)}-12-31`, zone);
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
