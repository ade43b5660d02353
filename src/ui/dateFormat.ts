/** Default date format of spec/frame.md §9, e.g. 'May 1, 2024 - 13:45'. */
export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY - HH:mm';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The dayjs tokens the app uses; anything else (and [escaped] text) is kept as it is. */
const TOKENS = /\[([^\]]*)]|YYYY|MMM|MM|DD|D|HH|mm|ss/g;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date in local time in a dayjs-style `format` (tokens YYYY, MMM, MM, DD, D, HH, mm, ss; English
 * month names, as dayjs's default locale), without dayjs on the first load.
 */
export function formatDate(date: Date, format: string): string {
  return format.replace(TOKENS, (token, escaped: string | undefined) => {
    if (escaped !== undefined) return escaped;
    switch (token) {
      case 'YYYY':
        return String(date.getFullYear()).padStart(4, '0');
      case 'MMM':
        return MONTHS[date.getMonth()] ?? '';
      case 'MM':
        return two(date.getMonth() + 1);
      case 'DD':
        return two(date.getDate());
      case 'D':
        return String(date.getDate());
      case 'HH':
        return two(date.getHours());
      case 'mm':
        return two(date.getMinutes());
      default:
        return two(date.getSeconds());
    }
  });
}

/**
 * A timestamp (epoch milliseconds) in local time, in `format` (dayjs tokens, see formatDate). A
 * missing or non-finite timestamp gives '' so tables can show an empty cell.
 */
export function formatTimestamp(
  ms: number | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  return formatDate(new Date(ms), format);
}
