/**
 * Splitting a live query's time window into slices, so that a write re-reads only its slice.
 *
 * Dexie's live-query cache keeps each range read of a query and, when a transaction commits,
 * drops only the ranges it touched; the query runs again, and untouched ranges come from memory.
 * One range over a busy day's log would be read again whole for every live event (its cost grows
 * with the day: about 2 ms per 100 visitors here). Slices of about SLICE_ROWS rows keep a re-read
 * to the slice that changed, usually the newest.
 */
export const SLICE_ROWS = 100;

/** A half-open time range [from, to), or closed at the window's end (`last`). */
export interface TimeSlice {
  from: number;
  to: number;
  last: boolean;
}

/**
 * The window [begin, end] cut at `boundaries` (ascending; those outside the window are ignored):
 * [begin, b1), [b1, b2), ..., [bk, end]. Every time in the window lies in exactly one slice.
 */
export function sliceWindow(
  begin: number,
  end: number,
  boundaries: readonly number[],
): TimeSlice[] {
  const cuts = boundaries.filter(
    (b, i) => b > begin && b <= end && (i === 0 || b > boundaries[i - 1]!),
  );
  const starts = [begin, ...cuts];
  return starts.map((from, i) => {
    const next = starts[i + 1];
    return next === undefined ? { from, to: end, last: true } : { from, to: next, last: false };
  });
}

/**
 * Boundaries for the next read, given the times (ascending) the current slices hold per slice.
 * They stay as they are while the newest slice has at most twice SLICE_ROWS rows, so unchanged
 * slices keep hitting the cache; otherwise every SLICE_ROWS-th distinct time of the whole window
 * becomes a boundary (one full re-read, then slices again).
 */
export function nextBoundaries(
  current: readonly number[],
  timesPerSlice: readonly (readonly number[])[],
  sliceRows = SLICE_ROWS,
): number[] {
  const newest = timesPerSlice[timesPerSlice.length - 1] ?? [];
  if (newest.length <= 2 * sliceRows) return [...current];
  const times = timesPerSlice.flat();
  const boundaries: number[] = [];
  for (let i = sliceRows; i < times.length; i += sliceRows) {
    const time = times[i]!;
    if (time > (boundaries[boundaries.length - 1] ?? times[0]!)) boundaries.push(time);
  }
  return boundaries;
}
