/** A time from the start as h:mm:ss (digits only, the same in every language), e.g. 0:04:05. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1_000));
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Clock times in the report, to the second (dayjs tokens). */
export const REPORT_TIME_FORMAT = 'MMM D, YYYY - HH:mm:ss';
