import dayjs from 'dayjs';

/** Default date format of spec/frame.md §9, e.g. 'May 1, 2024 - 13:45'. */
export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY - HH:mm';

/**
 * A timestamp (epoch milliseconds) in local time, in `format` (dayjs tokens). A missing or
 * non-finite timestamp gives '' so tables can show an empty cell.
 */
export function formatTimestamp(
  ms: number | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  return dayjs(ms).format(format);
}
