import { localDay, nextDay, startOfLocalDay } from './analytics/zonedTime.ts';
import { OPEN_END } from './protocol.ts';

/**
 * A site's days (docs/midnight-and-time-zones.md): a day starts at the site's own midnight, in
 * the IANA zone of its location configuration, not at the browser's or the server's. Daylight
 * saving days last 23 or 25 hours; a zone that skips midnight starts the day at its first instant.
 */

/** The zone of the runtime (the browser's on a device), 'UTC' when it names none. */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The site's calendar day 'YYYY-MM-DD' at `now`. */
export function siteDay(now: number, zone: string): string {
  return localDay(now, zone);
}

/** The first and last millisecond of the site's day 'YYYY-MM-DD' (both included). */
export function siteDayLimits(day: string, zone: string): { begin: number; end: number } {
  return { begin: startOfLocalDay(day, zone), end: startOfLocalDay(nextDay(day), zone) - 1 };
}

/** The default log range (spec/frame.md §9): the start of the site's today to the open end. */
export function siteTodayRange(now: number, zone: string): { begin: number; end: number } {
  return { begin: startOfLocalDay(localDay(now, zone), zone), end: OPEN_END };
}

/**
 * A range of whole days picked in one zone (the browser's date picker) as the same calendar days
 * in another (the site's): 1 to 3 March picked in UTC is 1 to 3 March at the site. An open end
 * stays open; an end that is not a day's last millisecond is kept as the same wall-clock day.
 */
export function sameDaysIn(
  range: { begin: number; end: number },
  from: string,
  to: string,
): { begin: number; end: number } {
  if (from === to) return range;
  const begin = startOfLocalDay(localDay(range.begin, from), to);
  const end = range.end >= OPEN_END ? range.end : siteDayLimits(localDay(range.end, from), to).end;
  return { begin, end };
}
