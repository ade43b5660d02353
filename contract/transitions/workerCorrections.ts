import type { CorrectionEntry } from '../workerCorrections.ts';
import type { CorrectionType } from '../workerKeys.ts';

/**
 * The worker log's corrections (spec/workers.md §4), used unchanged by the server's handlers and
 * the client's mutators. Pure: the current image(s) and the correction give the next image(s).
 * Generic in the record type, so the same rule runs on the server's stored JSON and on the
 * client's typed record. Every correction appends an entry to correctionsHistory and sets lmt to
 * the entry's correctionTiming.
 */

type EventImage = Record<string, unknown>;

/** Who corrects, and when (the server's clock on the server, the corrected client time offline). */
export interface Correction {
  /** The mutation id: names the history entry, so a retried correction is recognised. */
  correctionId: string;
  comment: string;
  user: string;
  email: string;
  now: number;
}

/** The key of a worker log event: its time and the worker's profile id. */
export function workerEventKey(evtTimeStamp: number, profileId: string): string {
  return `${evtTimeStamp}#${profileId}`;
}

/** The valid entries of a record's correctionsHistory, oldest first (anything else is skipped). */
export function correctionsHistoryOf(record: EventImage): CorrectionEntry[] {
  const history = record.correctionsHistory;
  if (!Array.isArray(history)) return [];
  return history.filter(isCorrectionEntry);
}

function isPlainRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields correctionEntry (contract/workerCorrections.ts) requires, checked without zod. */
function isCorrectionEntry(entry: unknown): entry is CorrectionEntry {
  if (typeof entry !== 'object' || entry === null) return false;
  const fields: Record<string, unknown> = { ...entry };
  const text = (value: unknown) => typeof value === 'string';
  return (
    text(fields.correctionId) &&
    fields.correctionId !== '' &&
    text(fields.correctionType) &&
    fields.correctionType !== '' &&
    text(fields.user) &&
    text(fields.email) &&
    Number.isSafeInteger(fields.correctionTiming) &&
    Number(fields.correctionTiming) >= 0 &&
    (fields.correctionComment === undefined || text(fields.correctionComment)) &&
    (fields.preCorrectionValues === undefined || isPlainRecord(fields.preCorrectionValues))
  );
}

/** A correction's time: never at or before the lmt it replaces (lmt must grow). */
export function correctionTiming(current: EventImage | undefined, now: number): number {
  const lmt = typeof current?.lmt === 'number' ? current.lmt : 0;
  return Math.max(now, lmt + 1);
}

/**
 * Whether `stored` is the version the user corrected: same lmt, or changed since only by the
 * correction `lastCorrectionId` (a correction this device queued before this one: the device
 * shows its own lmt until the server's arrives, so the server's differs). That correction must
 * be the stored event's last write: its correctionTiming is the stored lmt.
 */
export function isSeenVersion(
  stored: EventImage,
  seen: { lmt: number; lastCorrectionId?: string | undefined },
): boolean {
  if (stored.lmt === seen.lmt) return true;
  if (seen.lastCorrectionId === undefined) return false;
  const last = correctionsHistoryOf(stored).at(-1);
  return last?.correctionId === seen.lastCorrectionId && last.correctionTiming === stored.lmt;
}

/** Whether the correction `correctionId` is already in the record's history (a repeat). */
export function hasCorrection(record: EventImage, correctionId: string): boolean {
  return correctionsHistoryOf(record).some((entry) => entry.correctionId === correctionId);
}

/** `current` with the correction appended to its history and lmt set to the correction's time. */
export function withCorrection<R extends EventImage>(
  current: R,
  type: CorrectionType,
  correction: Correction,
  preCorrectionValues?: Record<string, unknown>,
): R {
  const correctionTimingValue = correctionTiming(current, correction.now);
  const entry: CorrectionEntry = {
    correctionId: correction.correctionId,
    correctionType: type,
    correctionComment: correction.comment,
    user: correction.user,
    email: correction.email,
    correctionTiming: correctionTimingValue,
    ...(preCorrectionValues ? { preCorrectionValues } : {}),
  };
  return {
    ...current,
    correctionsHistory: [...correctionsHistoryOf(current), entry],
    lmt: correctionTimingValue,
  };
}

const isClockIn = (event: EventImage) => event.eventType === 'CLOCK_IN';

/** Why a clock-in cannot become a clock-out (null: it can). */
export function convertRefusal(event: EventImage): string | null {
  return isClockIn(event) ? null : 'Only a clock-in can be converted to a clock-out';
}

/** A clock-in converted to a clock-out; anything else is left as it is. */
export function convertToClockOut<R extends EventImage>(
  current: R | undefined,
  correction: Correction,
): R | null {
  if (current === undefined) return null;
  if (convertRefusal(current) !== null || hasCorrection(current, correction.correctionId)) {
    return current;
  }
  const converted = { ...current, eventType: 'CLOCK_OUT' };
  return withCorrection(converted, 'CONVERT_TO_CLOCK_OUT', correction, { eventType: 'CLOCK_IN' });
}

/** Why an event cannot move to `newEvtTimeStamp` (null: it can). */
export function adjustRefusal(event: EventImage, newEvtTimeStamp: number): string | null {
  return event.evtTimeStamp === newEvtTimeStamp ? 'The event already has this time' : null;
}

/** The event's key at `newEvtTimeStamp`, or null when the event lacks a profile id. */
export function adjustedKey(event: EventImage, newEvtTimeStamp: number): string | null {
  return typeof event.ProfileId === 'string'
    ? workerEventKey(newEvtTimeStamp, event.ProfileId)
    : null;
}

/**
 * The event moved to `newEvtTimeStamp`: the image to write at its new key (the old one is
 * removed in the same transaction). A clock-in that was its own reference moves its reference
 * along; `actualEvtTimeStamp` (when it was really recorded) stays.
 */
export function adjustedEvent<R extends EventImage>(
  source: R,
  newEvtTimeStamp: number,
  correction: Correction,
): R {
  const key = adjustedKey(source, newEvtTimeStamp) ?? String(source.evtTimeStampProfileID);
  const movesReference = isClockIn(source) && source.referenceTimeStamp === source.evtTimeStamp;
  const moved = {
    ...source,
    evtTimeStampProfileID: key,
    evtTimeStamp: newEvtTimeStamp,
    ...(movesReference ? { referenceTimeStamp: newEvtTimeStamp } : {}),
  };
  return withCorrection(
    moved,
    isClockIn(source) ? 'ADJUST_CLOCK_IN' : 'ADJUST_CLOCK_OUT',
    correction,
    { evtTimeStamp: source.evtTimeStamp, evtTimeStampProfileID: source.evtTimeStampProfileID },
  );
}

/** Why a clock-out at `clockOutTimeStamp` cannot close `clockIn` (null: it can). */
export function clockOutRefusal(clockIn: EventImage, clockOutTimeStamp: number): string | null {
  if (!isClockIn(clockIn)) return 'A clock-out can only be created for a clock-in';
  const inAt = typeof clockIn.evtTimeStamp === 'number' ? clockIn.evtTimeStamp : 0;
  return clockOutTimeStamp > inAt ? null : 'The clock-out must be after the clock-in';
}

/** The worker's own fields of an event, copied into events created for the same worker. */
function workerFieldsOf(source: EventImage): EventImage {
  const copied: EventImage = {};
  for (const field of ['ProfileId', 'workerFullDetails', 'flowIdentityType', 'customFields']) {
    if (source[field] !== undefined) copied[field] = source[field];
  }
  return copied;
}

/** A new event of the worker of `source` (without EntityHierarchy / lmt: the writer sets them). */
function newEvent(
  source: EventImage,
  eventType: 'CLOCK_IN' | 'CLOCK_OUT',
  evtTimeStamp: number,
  referenceTimeStamp: number,
): EventImage {
  const profileId = String(source.ProfileId);
  return {
    ...workerFieldsOf(source),
    evtTimeStampProfileID: workerEventKey(evtTimeStamp, profileId),
    evtTimeStamp,
    actualEvtTimeStamp: evtTimeStamp,
    eventType,
    referenceTimeStamp,
    biometricProcessingStatus: 'BIOMETRIC_N/A',
  };
}

/** The clock-out created for `clockIn` at `clockOutTimeStamp` (its key: workerEventKey). */
export function createdClockOut(
  clockIn: EventImage,
  clockOutTimeStamp: number,
  correction: Correction,
): EventImage {
  const inAt = typeof clockIn.evtTimeStamp === 'number' ? clockIn.evtTimeStamp : clockOutTimeStamp;
  const event = newEvent(clockIn, 'CLOCK_OUT', clockOutTimeStamp, inAt);
  return withCorrection(event, 'CREATE_CLOCK_OUT', correction, {
    clockIn: clockIn.evtTimeStampProfileID,
  });
}

/** The two events of a new pair for the worker of `source`: [clock-in, clock-out]. */
export function createdShiftPair(
  source: EventImage,
  clockInTimeStamp: number,
  clockOutTimeStamp: number,
  correction: Correction,
): [EventImage, EventImage] {
  return [
    withCorrection(
      newEvent(source, 'CLOCK_IN', clockInTimeStamp, clockInTimeStamp),
      'CREATE_PAIR',
      correction,
    ),
    withCorrection(
      newEvent(source, 'CLOCK_OUT', clockOutTimeStamp, clockInTimeStamp),
      'CREATE_PAIR',
      correction,
    ),
  ];
}

/** The event with a comment added to its history (a repeat of the same correction: unchanged). */
export function commentedEvent<R extends EventImage>(
  current: R | undefined,
  correction: Correction,
): R | null {
  if (current === undefined) return null;
  if (hasCorrection(current, correction.correctionId)) return current;
  return withCorrection(current, 'COMMENT', correction);
}

/**
 * The corrections of a shift pair, oldest first: both events' histories, each entry once (a
 * correction that wrote both events, like a new pair, is listed once).
 */
export function pairCorrections(...events: readonly (EventImage | undefined)[]): CorrectionEntry[] {
  const byId = new Map<string, CorrectionEntry>();
  for (const event of events) {
    if (!event) continue;
    for (const entry of correctionsHistoryOf(event)) {
      if (!byId.has(entry.correctionId)) byId.set(entry.correctionId, entry);
    }
  }
  return [...byId.values()].sort((a, b) => a.correctionTiming - b.correctionTiming);
}
