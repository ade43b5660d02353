import { zoneOffset } from '../../contract/analytics/zonedTime.ts';

/** Default date format of spec/frame.md §9, e.g. 'May 1, 2024 - 13:45'. */
export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY - HH:mm';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The dayjs tokens the app uses; anything else (and [escaped] text) is kept as it is. */
const TOKENS = /\[([^\]]*)]|YYYY|MMM|MM|DD|D|HH|mm|ss/g;
const two = (n: number) => String(n).padStart(2, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function wallClock(date: Date, zone: string | undefined): WallClock {
  if (zone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hours: date.getHours(),
      minutes: date.getMinutes(),
      seconds: date.getSeconds(),
    };
  }
  const shifted = new Date(date.valueOf() + zoneOffset(date.valueOf(), zone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

/**
 * A date in a dayjs-style `format` (tokens YYYY, MMM, MM, DD, D, HH, mm, ss; English month names,
 * as dayjs's default locale), without dayjs on the first load: in `zone` (an IANA name), or in
 * local time when it is undefined.
 */
export function formatDate(date: Date, format: string, zone?: string): string {
  const clock = wallClock(date, zone);
  return format.replace(TOKENS, (token, escaped: string | undefined) => {
    if (escaped !== undefined) return escaped;
    switch (token) {
      case 'YYYY':
        return String(clock.year).padStart(4, '0');
      case 'MMM':
        return MONTHS[clock.month] ?? '';
      case 'MM':
        return two(clock.month + 1);
      case 'DD':
        return two(clock.day);
      case 'D':
        return String(clock.day);
      case 'HH':
        return two(clock.hours);
      case 'mm':
        return two(clock.minutes);
      default:
        return two(clock.seconds);
    }
  });
}

/**
 * The zone times are shown in: the selected site's, set by DisplayTimeZoneProvider
 * (ui/displayTimeZone.tsx) while it is mounted; undefined (local time) otherwise. Module state
 * rather than a hook because tables and CSV exports format times outside React.
 */
let shownZone: string | undefined;

export function setShownTimeZone(zone: string | undefined): void {
  shownZone = zone;
}

export function shownTimeZone(): string | undefined {
  return shownZone;
}

/**
 * A timestamp (epoch milliseconds) in `format` (dayjs tokens, see formatDate), in the site's zone
 * where one is shown (shownTimeZone), else local time. A missing or non-finite timestamp gives ''
 * so tables can show an empty cell.
 */
export function formatTimestamp(
  ms: number | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  return formatDate(new Date(ms), format, shownZone);
}
