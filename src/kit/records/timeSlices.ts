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
 * Boundaries for the next read, given the times (ascending) the newest slice holds. They stay as
 * they are while that slice has at most twice `sliceRows` rows, so unchanged slices keep hitting
 * the cache; otherwise the newest slice is cut at every `sliceRows`-th distinct time (one re-read
 * of that slice, the older ones stay as they are).
 */
export function nextBoundaries(
  current: readonly number[],
  newestTimes: readonly number[],
  sliceRows = SLICE_ROWS,
): number[] {
  if (newestTimes.length <= 2 * sliceRows) return [...current];
  const boundaries = [...current];
  let last = newestTimes[0]!;
  for (let i = sliceRows; i < newestTimes.length; i += sliceRows) {
    const time = newestTimes[i]!;
    if (time > last) {
      boundaries.push(time);
      last = time;
    }
  }
  return ascendingUnique(boundaries);
}

/**
 * Boundaries for the live window once its newest slice (times ascending) holds more than
 * `sliceRows` rows: it is closed just after its newest time (cut as nextBoundaries does when it
 * is larger still), so the next newest slice starts empty. Live sign-ins land in the newest slice
 * and every commit re-reads it, so its size is the cost of each live event on the main thread:
 * between 0 and `sliceRows` rows this way (about half on average), against between `sliceRows`
 * and twice as many when cut by nextBoundaries alone.
 */
export function closeNewestSlice(
  current: readonly number[],
  newestTimes: readonly number[],
  sliceRows = SLICE_ROWS,
): number[] {
  const newest = newestTimes[newestTimes.length - 1];
  if (newest === undefined || newestTimes.length <= sliceRows) return [...current];
  return ascendingUnique([...nextBoundaries(current, newestTimes, sliceRows), newest + 1]);
}

function ascendingUnique(times: readonly number[]): number[] {
  return [...new Set(times)].sort((a, b) => a - b);
}

/**
 * How many rows apart a window's first read samples its slice boundaries (sample 0 is the newest
 * cut): NEWEST_SLICES slices of SLICE_ROWS rows where live events land, older slices of
 * OLDER_SLICE_ROWS. Cut before the first read, a large window is read in slices of its own (each
 * one short task) instead of in one read that holds the main thread, and the next reads keep the
 * same slices.
 */
export const NEWEST_SLICES = 10;
export const OLDER_SLICE_ROWS = 250;

export function sampleGap(sample: number): number {
  return sample < NEWEST_SLICES ? SLICE_ROWS : OLDER_SLICE_ROWS;
}

/** Boundaries from the times sampled (sampleGap) in each location's part of the window. */
export function boundariesFromSamples(timesPerLocation: readonly (readonly number[])[]): number[] {
  return ascendingUnique(timesPerLocation.flat());
}
