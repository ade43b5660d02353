import type { GatehouseDatabase } from '../../db/database.ts';
import type { TableRead } from '../../db/watchTableRead.ts';
import { listenAppliedRows } from '../../sync/live/appliedRows.ts';
import { traceLive } from '../../sync/trace/liveTrace.ts';
import { type FamilyName, type FamilyRecord, recordTable } from './familyRecords.ts';
import {
  defaultOrder,
  type FamilyWindow,
  familyFields,
  fieldOf,
  numberField,
  SLICES_AT_ONCE,
} from './readFamilyWindow.ts';
import { renderableRecords } from './renderable.ts';
import { confirmsPatchedRows, putInSlice, sliceHolds } from './slicePatch.ts';
import { closeNewestSlice, SLICE_ROWS, sliceWindow, type TimeSlice } from './timeSlices.ts';

/**
 * A slice that live rows were put in (patched) less than STREAM_MS ago reads its rows again
 * CONFIRM_DELAY_MS after a change, not at once: the rows on screen are already the committed ones,
 * and while events stream in, each re-read's IndexedDB transaction ran between the sync worker's
 * writes (the worker lets readers go first) and on the page's main thread between its renders,
 * adding to the next event's time to the screen. The writes of that time join one read.
 */
export const CONFIRM_DELAY_MS = 150;
const STREAM_MS = 1_000;

export interface WindowListener<F extends FamilyName> {
  /**
   * The window's rows in the default order, each time one of its slices changed; `live` is how
   * many committed live rows were put in place (appliedRows) since the last call, 0 when none: a
   * few a view should draw at once.
   */
  rows(rows: FamilyRecord<F>[], live: number): void;
  error(error: unknown): void;
}

interface SliceQuery<F extends FamilyName> {
  slice: TimeSlice;
  /** The slice's renderable rows, newest first; undefined until its first read. */
  rows: FamilyRecord<F>[] | undefined;
  /** Rows were put in place since the slice was last read (see listenAppliedRows below). */
  patched?: boolean;
  /** When rows were last put in place (performance.now()). */
  patchedAt?: number;
  unsubscribe: (() => void) | null;
}

/**
 * Watches a timed family's window live, one watched read per time slice (timeSlices.ts,
 * db/watchTableRead.ts), and returns the function that stops it.
 *
 * One live query over the whole window is re-run whole by every write that touches it, and costs
 * time in proportion to the day's rows on the main thread. With a read per slice, a write re-reads
 * the slice it touched and nothing else. (Dexie's liveQuery per slice did so too, but its cost per
 * announced write grew with the slices no write touched: see watchTableRead.)
 *
 * The slices are first read newest first, at most SLICES_AT_ONCE at a time (each read a short
 * task); `rows` is called once every slice has been read, then after every change. When the
 * newest slice (where live events land) outgrows SLICE_ROWS it is closed after its newest row
 * (closeNewestSlice): its parts are watched, and replace it once each has been read.
 *
 * Rows a live batch committed (appliedRows.ts) are put in their loaded slice at once; the slice's
 * watched read re-reads them as before and stays the authority, and the re-read that follows a patch
 * does not publish again when it only confirms it (confirmsPatchedRows). Removals wait for the
 * re-read.
 */
export function watchFamilyWindow<F extends FamilyName>(
  db: GatehouseDatabase,
  family: F,
  window: FamilyWindow,
  boundaries: readonly number[],
  listener: WindowListener<F>,
): () => void {
  const { timeField, sortKey } = familyFields(family);
  if (timeField === null) throw new Error(`The family ${family} has no time field`);
  const table = recordTable(db, family);
  const index = `[EntityHierarchy+${timeField}]`;
  const order = defaultOrder(family);
  const hierarchies = [...window.hierarchies];
  let cuts = [...boundaries];
  let stopped = false;

  const readSlice = async (slice: TimeSlice): Promise<TableRead<FamilyRecord<F>[]>> => {
    const perLocation = await Promise.all(
      hierarchies.map((hierarchy) =>
        table
          .where(index)
          .between([hierarchy, slice.from], [hierarchy, slice.to], true, slice.last)
          .toArray(),
      ),
    );
    const read = perLocation.length === 1 ? perLocation[0]! : perLocation.flat();
    const keys = read.map((row) => [fieldOf(row, 'EntityHierarchy'), fieldOf(row, sortKey)]);
    const rows = renderableRecords(read);
    // One location's index order is (time, sort key): reversed, it is the default order when the
    // sort keys are text (compared by code unit, as IndexedDB does).
    if (
      hierarchies.length === 1 &&
      rows.every((row) => typeof fieldOf(row, sortKey) === 'string')
    ) {
      return { value: rows.reverse(), keys };
    }
    return { value: rows.sort(order), keys };
  };

  /** Oldest slice first; `replacing` holds the parts of the newest slice while they load. */
  let slices: SliceQuery<F>[] = sliceWindow(window.beginTime, window.endTime, cuts).map(
    (slice) => ({ slice, rows: undefined, unsubscribe: null }),
  );
  let replacing: SliceQuery<F>[] | null = null;
  let reading = 0;
  let publishQueued = false;
  let publishLive = 0;

  const watch = (query: SliceQuery<F>, onFirstRead: () => void) => {
    reading++;
    query.unsubscribe = db.watchRead({
      table: table.name,
      index,
      indexRanges: hierarchies.map((hierarchy) => [
        [hierarchy, query.slice.from],
        [hierarchy, query.slice.to],
      ]),
      read: () => readSlice(query.slice),
      deferMs: () =>
        query.patchedAt !== undefined && performance.now() - query.patchedAt < STREAM_MS
          ? CONFIRM_DELAY_MS
          : 0,
      next(read) {
        if (stopped) return;
        const first = query.rows === undefined;
        const patched = query.patched === true;
        query.patched = false;
        // The read that follows a patch usually finds what the patch showed: no render then.
        if (patched && confirmsPatchedRows(query.rows!, read, sortKey)) return;
        query.rows = read;
        traceLive('queried');
        if (first) {
          reading--;
          onFirstRead();
          watchNext();
        }
        if (query === slices[slices.length - 1]) recutNewest(query);
        queuePublish();
      },
      error(error: unknown) {
        if (!stopped) listener.error(error);
      },
    });
  };

  // Newest first, a few at a time: each first read lets the next slice start.
  let nextToWatch = slices.length - 1;
  function watchNext() {
    while (!stopped && nextToWatch >= 0 && reading < SLICES_AT_ONCE) {
      watch(slices[nextToWatch--]!, () => {});
    }
  }

  const recutNewest = (newest: SliceQuery<F>) => {
    const rows = newest.rows;
    if (replacing !== null || rows === undefined || rows.length <= SLICE_ROWS) return;
    const times = rows.map((row) => numberField(row, timeField)).reverse();
    const next = closeNewestSlice(cuts, times);
    const parts = sliceWindow(newest.slice.from, newest.slice.to, next);
    if (parts.length < 2) return;
    cuts = next;
    const pending: SliceQuery<F>[] = parts.map((slice) => ({
      slice,
      rows: undefined,
      unsubscribe: null,
    }));
    replacing = pending;
    for (const part of pending) {
      watch(part, () => {
        if (replacing !== pending || pending.some((query) => query.rows === undefined)) return;
        newest.unsubscribe?.();
        slices = [...slices.slice(0, -1), ...pending];
        replacing = null;
        queuePublish();
      });
    }
  };

  const queuePublish = () => {
    if (publishQueued) return;
    publishQueued = true;
    queueMicrotask(() => {
      publishQueued = false;
      const live = publishLive;
      publishLive = 0;
      if (stopped || slices.some((query) => query.rows === undefined)) return;
      listener.rows(newestFirst(slices), live);
    });
  };

  /** Committed live rows, put in place before the slice's watched read has read them again. */
  const inWindow = new Set(hierarchies);
  const stopPatches = listenAppliedRows(db.name, family, ({ puts }) => {
    if (stopped) return;
    const images = (puts as FamilyRecord<F>[]).filter((image) => {
      const hierarchy = fieldOf(image, 'EntityHierarchy');
      return typeof hierarchy === 'string' && inWindow.has(hierarchy);
    });
    if (images.length === 0) return;
    let patched = 0;
    for (const query of [...slices, ...(replacing ?? [])]) {
      if (query.rows === undefined) continue;
      const mine = images.filter((image) => sliceHolds(query.slice, numberField(image, timeField)));
      if (mine.length === 0) continue;
      const rows = putInSlice(query.rows, mine, sortKey, order);
      if (rows === undefined) continue;
      query.rows = rows;
      query.patched = true;
      query.patchedAt = performance.now();
      patched += mine.length;
    }
    if (patched === 0) return;
    traceLive('queried');
    publishLive += patched;
    queuePublish();
  });

  watchNext();
  return () => {
    stopped = true;
    stopPatches();
    for (const query of [...slices, ...(replacing ?? [])]) query.unsubscribe?.();
  };
}

/** The slices' rows (each newest first, slices oldest first) as one list, newest first. */
function newestFirst<F extends FamilyName>(slices: readonly SliceQuery<F>[]): FamilyRecord<F>[] {
  const rows: FamilyRecord<F>[] = [];
  for (let slice = slices.length - 1; slice >= 0; slice--) {
    for (const row of slices[slice]!.rows!) rows.push(row);
  }
  return rows;
}
