import type { TimedFamilyName } from '../records/familyRecords.ts';
import type { FamilyWindow } from '../records/readFamilyWindow.ts';

/**
 * Families whose sort key starts with the decimal value of their time field (`<time>#<id>`, the
 * spec's evtTimeStampProfileID: evtTimeStamp then ProfileId; a time correction re-keys the event).
 * A time window of theirs is a primary-key range, read straight from the store: in Chromium,
 * reading through the [EntityHierarchy+time] index costs a second lookup per row, about twice
 * the time of the store's own key order.
 */
const TIME_LED_KEYS: ReadonlySet<TimedFamilyName> = new Set(['visitorLog', 'workerLog']);

/** A window is read in pieces of at most a day a location… */
export const PIECE_MS = 86_400_000;
/** …and in at most this many requests (longer windows get longer pieces). */
export const MAX_PIECES = 1_000;

/** The window's time cut in consecutive pieces [begin, end] (both included). */
export function windowPieces(window: FamilyWindow): [number, number][] {
  const { beginTime, endTime, hierarchies } = window;
  const perLocation = Math.max(1, Math.floor(MAX_PIECES / Math.max(1, hierarchies.length)));
  const length = endTime - beginTime + 1;
  const step = Math.max(PIECE_MS, Math.ceil(length / perLocation));
  const pieces: [number, number][] = [];
  for (let begin = beginTime; begin <= endTime; begin += step) {
    pieces.push([begin, Math.min(endTime, begin + step - 1)]);
  }
  return pieces;
}

/**
 * Whether the window's times can be written as key prefixes that order as the numbers do: whole
 * non-negative milliseconds with as many digits at both ends (13 from 2001 to 2286).
 */
function keyPrefixesOrdered(window: FamilyWindow): boolean {
  const { beginTime, endTime } = window;
  return (
    Number.isSafeInteger(beginTime) &&
    Number.isSafeInteger(endTime + 1) &&
    beginTime >= 0 &&
    String(beginTime).length === String(endTime + 1).length
  );
}

/**
 * The key ranges that hold a family's window: primary-key ranges of the store (index null) for a
 * family keyed by its time, ranges of the [EntityHierarchy+time] index otherwise, one a location
 * and piece. Every row of the window is in them; the caller keeps those whose time is in the
 * window (a key range by time prefix may hold a row whose time field says otherwise).
 */
export function windowKeyRanges(
  family: TimedFamilyName,
  timeField: string,
  window: FamilyWindow,
): { index: string | null; ranges: IDBKeyRange[] } {
  const pieces = windowPieces(window);
  if (TIME_LED_KEYS.has(family) && keyPrefixesOrdered(window)) {
    // [h, "<begin>"] ≤ [h, "<time>#<id>"] < [h, "<end + 1>"] for every time in [begin, end].
    const ranges = window.hierarchies.flatMap((hierarchy) =>
      pieces.map(([begin, end]) =>
        IDBKeyRange.bound([hierarchy, `${begin}`], [hierarchy, `${end + 1}`], false, true),
      ),
    );
    return { index: null, ranges };
  }
  const ranges = window.hierarchies.flatMap((hierarchy) =>
    pieces.map(([begin, end]) => IDBKeyRange.bound([hierarchy, begin], [hierarchy, end])),
  );
  return { index: `[EntityHierarchy+${timeField}]`, ranges };
}
