/**
 * Local time in an IANA zone, fast enough for 150,000 visits: Intl is asked for a zone's offset
 * once per UTC hour (offsets change on whole UTC hours in every zone in use today), and the local
 * date and hour are then plain arithmetic.
 */

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export interface LocalTime {
  /** 'YYYY-MM-DD' in the zone. */
  day: string;
  /** 0-23 in the zone. */
  hour: number;
  /** ISO weekday in the zone: 1 Monday ... 7 Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * A record's `evtTZOffset…` for `time` at a site in `zone`: minutes west of UTC, the sign of
 * Date.getTimezoneOffset (Africa/Johannesburg: -120), never -0.
 */
export function recordTzOffset(time: number, zone: string): number {
  return 0 - Math.round(zoneOffset(time, zone) / 60_000);
}

/** The zone's offset from UTC at `time`, in ms (local = UTC + offset). Throws for an unknown zone. */
let lastZone = '';
let lastPerHour: Map<number, number> | undefined;

export function zoneOffset(time: number, zone: string): number {
  let perHour = zone === lastZone ? lastPerHour : offsets.get(zone);
  if (!perHour) {
    perHour = new Map();
    offsets.set(zone, perHour);
  }
  lastZone = zone;
  lastPerHour = perHour;
  const hour = Math.floor(time / HOUR_MS);
  let offset = perHour.get(hour);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of formatterOf(zone).formatToParts(hour * HOUR_MS)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const asUtc = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    offset = asUtc - hour * HOUR_MS;
    perHour.set(hour, offset);
  }
  return offset;
}

/**
 * The local day of `time` in `zone` as a day number (days since 1970-01-01, local calendar):
 * plain arithmetic for hot loops; dayNumberOf gives the number of a 'YYYY-MM-DD'.
 */
export function localDayNumber(time: number, zone: string): number {
  return Math.floor((time + zoneOffset(time, zone)) / DAY_MS);
}

/** The day number of 'YYYY-MM-DD' (see localDayNumber). */
export function dayNumberOf(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** ISO weekday (1 Monday ... 7 Sunday) of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDayNumber(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

/** The local hour (0-23) of `time` in `zone`. */
export function localHour(time: number, zone: string): number {
  const shifted = time + zoneOffset(time, zone);
  return Math.floor((shifted - Math.floor(shifted / DAY_MS) * DAY_MS) / HOUR_MS);
}

/** 'YYYY-MM-DD' of a UTC-based ms value (already shifted to local time). */
function dayText(shifted: number): string {
  return new Date(shifted).toISOString().slice(0, 10);
}

/** The local day, hour and weekday of `time` in `zone`. */
export function localTime(time: number, zone: string): LocalTime {
  const shifted = time + zoneOffset(time, zone);
  const date = new Date(shifted);
  return { day: dayText(shifted), hour: date.getUTCHours(), weekday: date.getUTCDay() || 7 };
}

/** 'YYYY-MM-DD' of `time` in `zone`. */
export function localDay(time: number, zone: string): string {
  return dayText(time + zoneOffset(time, zone));
}

/** The first millisecond of the local day 'YYYY-MM-DD' in `zone` (DST-safe). */
export function startOfLocalDay(day: string, zone: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight)) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  // Midnight local is UTC minus the offset in force then; two passes settle a change of offset.
  let guess = midnight - zoneOffset(midnight, zone);
  guess = midnight - zoneOffset(guess, zone);
  // Where a zone skips midnight itself (a spring-forward at 00:00), the day starts at the first
  // instant that is on that day.
  while (localDay(guess, zone) < day) guess += HOUR_MS;
  while (localDay(guess - 1, zone) === day) guess -= HOUR_MS;
  return guess;
}

/** The day after 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  return dayText(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
}

/** The last millisecond of the local day 'YYYY-MM-DD' in `zone`. */
export function endOfLocalDay(day: string, zone: string): number {
  return startOfLocalDay(nextDay(day), zone) - 1;
}

/** ISO weekday (1 Monday ... 7 Sunday) of the calendar day 'YYYY-MM-DD'. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}
