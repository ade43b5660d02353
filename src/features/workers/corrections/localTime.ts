import { formatDate } from '../../../ui/dateFormat.ts';

/**
 * Times in the correction forms: a `datetime-local` input's value (local time, minutes) and epoch
 * milliseconds.
 */

/** The input's value for `ms` ('' when there is none). */
export function toLocalInput(ms: number | undefined): string {
  return ms === undefined ? '' : formatDate(new Date(ms), 'YYYY-MM-DD[T]HH:mm');
}

/** Epoch ms of an input's value, or null when it is empty or not a date and time. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** The start of the local day of `ms`. */
export function startOfLocalDay(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}
