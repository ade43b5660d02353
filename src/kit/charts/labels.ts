/** Axis and table labels of the analytics page, in the user's locale (Intl). */

/** 'Monday' ... for ISO weekday 1 ... 7 (1 January 2024 was a Monday). */
export function weekdayName(weekday: number, locale: string, width: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );
}

/** '08:00' for 8. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** '08:00–09:00' for 8. */
export function hourSpan(hour: number): string {
  return `${hourLabel(hour)}–${hourLabel(hour + 1)}`;
}

/** A short day label ('23 Nov') of 'YYYY-MM-DD'. */
export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));
}
