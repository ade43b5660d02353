import type { ShiftPair } from '../../../contract/transitions/shiftPairing.ts';
import type { FamilyRecord } from '../../kit/index.ts';
import { formatDate, shownTimeZone } from '../../ui/dateFormat.ts';

/** A worker log event on this device. */
export type WorkerRecord = FamilyRecord<'workerLog'>;
/** A shift pair of worker log events (the worker log's rows). */
export type WorkerPair = ShiftPair<WorkerRecord>;

/** The worker log's filters (spec/workers.md §2): All, Clocked in, Clocked out. */
export const CLOCK_FILTERS = ['all', 'clockedIn', 'clockedOut'] as const;
export type ClockFilter = (typeof CLOCK_FILTERS)[number];

/** Clocked in: a shift without clock-out (still on shift). Clocked out: one with a clock-out. */
export function matchesClockFilter(pair: WorkerPair, filter: ClockFilter): boolean {
  if (filter === 'clockedIn') return pair.clockOutEvent === null;
  if (filter === 'clockedOut') return pair.clockOutEvent !== null;
  return true;
}

/** The pair's leading event: the clock-in, else the clock-out. */
export function leadingEvent(pair: WorkerPair): WorkerRecord {
  const event = pair.clockInEvent ?? pair.clockOutEvent;
  if (!event) throw new Error('A shift pair has at least one event');
  return event;
}

/** A stable row key: the leading event's record key. */
export function pairKey(pair: WorkerPair): string {
  const event = leadingEvent(pair);
  return `${event.EntityHierarchy}|${event.evtTimeStampProfileID}`;
}

/** First and last name, else whichever exists, else the ProfileId. */
export function workerName(pair: WorkerPair): string {
  const event = leadingEvent(pair);
  const details = event.workerFullDetails;
  const name = [details?.firstName, details?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || event.ProfileId;
}

export function workerSearchText(pair: WorkerPair): string {
  const details = leadingEvent(pair).workerFullDetails;
  return [workerName(pair), details?.organizationIdValue, details?.personalIdentificationNr]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

export function matchesWorkerSearch(pair: WorkerPair, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === '' || workerSearchText(pair).includes(wanted);
}

/** The default date format of spec/frame.md §9. */
export const DATE_FORMAT = 'MMM D, YYYY - HH:mm';

export function formatTimestamp(epochMs: number): string {
  return formatDate(new Date(epochMs), DATE_FORMAT, shownTimeZone());
}

/** A badge number of the shift (clock-in's, else clock-out's). */
export function badgeNumberOf(pair: WorkerPair): string {
  return pair.clockInEvent?.badgeNumber ?? pair.clockOutEvent?.badgeNumber ?? '';
}
