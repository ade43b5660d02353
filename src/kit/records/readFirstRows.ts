import { USER_DATABASE_VERSION } from '../../db/names.ts';
import {
  openSharedDatabase,
  readIndexRanges,
  readNewestRows,
  sampleIndexKeys,
} from '../../db/rawRead.ts';
import type { FamilyName, FamilyRecord } from './familyRecords.ts';
import { defaultOrder, type FamilyWindow, familyFields, numberField } from './readFamilyWindow.ts';
import { renderableRecords } from './renderable.ts';
import { boundariesFromSamples, sampleGap } from './timeSlices.ts';

/** A window's first rows: all of them, or its newest when they were asked for a limit. */
export interface FirstRows<F extends FamilyName> {
  rows: FamilyRecord<F>[];
  /** Whether `rows` are the whole window (else its newest, in order, and more follow). */
  complete: boolean;
}

/** The window's ranges of the family's [EntityHierarchy+<time field>] index, per location. */
function windowRanges(window: FamilyWindow): IDBKeyRange[] {
  return window.hierarchies.map((hierarchy) =>
    IDBKeyRange.bound([hierarchy, window.beginTime], [hierarchy, window.endTime]),
  );
}

/**
 * Runs `read` on the app's database opened without Dexie (the page's shared connection,
 * openSharedDatabase); null when that is not possible.
 */
async function withExistingDatabase<T>(
  dbName: string,
  read: (db: IDBDatabase) => Promise<T | null>,
): Promise<T | null> {
  try {
    const db = await openSharedDatabase(dbName, USER_DATABASE_VERSION);
    return db ? await read(db) : null;
  } catch {
    return null;
  }
}

/**
 * The records readFamilyWindow would return, read with IndexedDB alone from the database Dexie
 * keeps (same index, same filtering, same order): a page's first rows, before the live query has
 * read the whole window. With a `limit`, only the window's newest `limit` records (a cursor from
 * the newest end of each location's range, which does not grow with the window). Null when that
 * is not possible (no database yet, another schema version, a limit on a family without time):
 * the caller then waits for the live query.
 */
export async function readFirstRows<F extends FamilyName>(
  dbName: string,
  family: F,
  window: FamilyWindow,
  limit = Number.POSITIVE_INFINITY,
): Promise<FirstRows<F> | null> {
  // No location (e.g. an audience that is off): nothing to read, and no reason to wait for Dexie.
  if (window.hierarchies.length === 0) return { rows: [], complete: true };
  const { timeField } = familyFields(family);
  const order = defaultOrder(family);
  if (timeField === null) {
    // A family without time (the directory) is read whole per location, as readFamilyWindow does.
    if (limit !== Number.POSITIVE_INFINITY) return null;
    return withExistingDatabase(dbName, async (db) => {
      const ranges = window.hierarchies.map((hierarchy) => IDBKeyRange.only(hierarchy));
      const perLocation = await readIndexRanges<FamilyRecord<F>>(
        db,
        family,
        'EntityHierarchy',
        ranges,
      );
      if (!perLocation) return null;
      return { rows: renderableRecords(perLocation.flat()).sort(order), complete: true };
    });
  }
  const index = `[EntityHierarchy+${timeField}]`;
  return withExistingDatabase(dbName, async (db) => {
    if (limit === Number.POSITIVE_INFINITY) {
      const perLocation = await readIndexRanges<FamilyRecord<F>>(
        db,
        family,
        index,
        windowRanges(window),
      );
      if (!perLocation) return null;
      return { rows: renderableRecords(perLocation.flat()).sort(order), complete: true };
    }
    const newest = await readNewestRows<FamilyRecord<F>>(
      db,
      family,
      index,
      windowRanges(window),
      limit,
    );
    if (!newest) return null;
    // A location that holds more left out only rows older than the first (oldest) it read: the
    // rows from the newest such cut on are the window's newest, in every location.
    const cut = Math.max(
      ...newest
        .filter((location) => location.more)
        .map((location) => numberField(location.rows[0] ?? {}, timeField)),
    );
    const rows = renderableRecords(newest.flatMap((location) => location.rows))
      .filter((row) => !(numberField(row, timeField) < cut))
      .sort(order);
    const complete = newest.every((location) => !location.more) && rows.length <= limit;
    return { rows: complete ? rows : rows.slice(0, limit), complete };
  });
}

/**
 * Where a live query of the window should cut its slices (timeSlices.ts sampleGap), found by
 * stepping a key cursor from the newest end of each location's range without reading a row; null
 * when not possible (the live query then cuts its window after its first read).
 */
export async function readSliceBoundaries(
  dbName: string,
  family: FamilyName,
  window: FamilyWindow,
): Promise<number[] | null> {
  const { timeField } = familyFields(family);
  if (timeField === null) return null;
  const index = `[EntityHierarchy+${timeField}]`;
  return withExistingDatabase(dbName, async (db) => {
    const perLocation = await Promise.all(
      windowRanges(window).map((range) => sampleIndexKeys(db, family, index, range, sampleGap)),
    );
    if (perLocation.some((keys) => keys === null)) return null;
    return boundariesFromSamples(
      perLocation.map((keys) => (keys ?? []).map(keyTime).filter((time) => time !== null)),
    );
  });
}

/** The time of an [EntityHierarchy+<time field>] index key. */
function keyTime(key: IDBValidKey): number | null {
  const time = Array.isArray(key) ? key[1] : undefined;
  return typeof time === 'number' ? time : null;
}
