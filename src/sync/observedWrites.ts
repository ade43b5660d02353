import {
  cmp,
  type IndexableType,
  type IntervalTree,
  RangeSet,
  type Table,
  type Transaction,
} from 'dexie';

/**
 * How a write transaction tells the pages' live queries what it changed, cheaply for both sides.
 *
 * Dexie's observability middleware reports the keys a bulkPut of fewer than 50 rows wrote; a
 * larger one is reported as a change to the whole table, every key of every index, so every live
 * query that read the table runs again. A page watching a day of 5,000 visitors in 50 time slices
 * re-read all of them for each such write: a 5,000-event live burst cost the visitor log 654 slice
 * reads of 102,188 rows on the main thread.
 *
 * Reported by key, a large write costs the other side instead: each live query merges every key
 * it is told of into its own record of changes (Dexie's RangeSet, a tree), so a page with 60 live
 * queries spent over 150 ms per catch-up of a few hundred rows. So a transaction's changes are
 * kept by key while they are few, and bounded per location when they are many
 * (boundObservedChanges): the rows of a burst are recent, and their bounds cover the slices they
 * landed in and no others.
 */

/** Rows per bulkPut that Dexie reports by key (fewer than 50). */
export const OBSERVED_PUT_ROWS = 49;

/**
 * Up to this many rows a write is reported by key (then bounded). Beyond it, one whole-table
 * change costs less to compute than keys for every row: a full retrieval of 50,000 rows changes
 * most of what the pages show anyway.
 */
export const OBSERVED_WRITE_LIMIT = 2_000;

/** Rows per bulkPut beyond the limit: as fast as one call, without 50,000 pending requests. */
const WHOLE_TABLE_PUT_ROWS = 2_000;

/** A part of a transaction's changes with more ranges than this is bounded per location. */
export const EXACT_RANGES = 48;

/**
 * Puts `rows` (in the caller's transaction) so that Dexie reports them by key: in calls of
 * OBSERVED_PUT_ROWS up to OBSERVED_WRITE_LIMIT rows, in calls of WHOLE_TABLE_PUT_ROWS beyond it.
 * The calls are issued together: IndexedDB queues them back to back, no idle round trip between.
 */
export function putObserved<T, K>(table: Table<T, K>, rows: readonly T[]): Promise<unknown> {
  const chunk = rows.length <= OBSERVED_WRITE_LIMIT ? OBSERVED_PUT_ROWS : WHOLE_TABLE_PUT_ROWS;
  const calls: Promise<unknown>[] = [];
  for (let i = 0; i < rows.length; i += chunk) calls.push(table.bulkPut(rows.slice(i, i + chunk)));
  return Promise.all(calls);
}

/**
 * A transaction's changes: Dexie's interval trees of key ranges by part. They are plain copies of
 * RangeSets (no prototype): `RangeSet(tree)`, called without `new`, wraps one for iteration.
 */
type ObservedChanges = Record<string, IntervalTree>;

/**
 * Bounds every part of `tx`'s changes so far that has more than EXACT_RANGES ranges
 * (boundPerLocation). Call it last in the transaction's function, after its last write: Dexie
 * announces the changes when the transaction commits.
 */
export function boundObservedChanges(tx: Transaction): void {
  const changes = (tx.idbtrans as IDBTransaction & { mutatedParts?: ObservedChanges }).mutatedParts;
  if (!changes) return;
  for (const [part, ranges] of Object.entries(changes)) {
    if (rangeCountOver(RangeSet(ranges), EXACT_RANGES)) changes[part] = boundPerLocation(ranges);
  }
}

interface KeyRange {
  from: IndexableType;
  to: IndexableType;
}

function rangeCountOver(ranges: RangeSet, limit: number): boolean {
  let count = 0;
  for (const _ of ranges as unknown as Iterable<KeyRange>) if (++count > limit) return true;
  return false;
}

/** The location a key belongs to: the first part of a record key ([EntityHierarchy, ...]). */
function locationOf(key: IndexableType): IndexableType | undefined {
  return Array.isArray(key) ? (key[0] as IndexableType | undefined) : undefined;
}

/**
 * One range per location from the first to the last of `ranges` within it; a range that is not
 * within one location (a whole-table change, keys that are not record keys) is kept as it is.
 */
export function boundPerLocation(ranges: IntervalTree): RangeSet {
  const bounded = new RangeSet();
  let open: (KeyRange & { location: IndexableType }) | null = null;
  const close = () => {
    if (open) bounded.add({ from: open.from, to: open.to });
    open = null;
  };
  for (const { from, to } of RangeSet(ranges) as unknown as Iterable<KeyRange>) {
    const location = locationOf(from);
    const within = location !== undefined && cmp(location, locationOf(to)) === 0;
    if (!within) {
      close();
      bounded.add({ from, to });
    } else if (open && cmp(open.location, location) === 0) {
      open.to = to;
    } else {
      close();
      open = { location, from, to };
    }
  }
  close();
  return bounded;
}
