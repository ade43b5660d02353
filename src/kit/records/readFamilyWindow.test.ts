import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatehouseDatabase } from '../../db/database.ts';
import { openTestDatabase } from '../testing/database.ts';
import { visitorRow as visitorRecord } from '../testing/records.ts';
import { recordTable } from './familyRecords.ts';
import {
  defaultOrder,
  type FamilyWindow,
  readFamilyWindow,
  SLICES_AT_ONCE,
  type WindowSlicing,
} from './readFamilyWindow.ts';

let db: GatehouseDatabase;
const day = Date.UTC(2026, 10, 21);

function readVisitorLog(
  database: GatehouseDatabase,
  hierarchies: FamilyWindow['hierarchies'],
  beginTime: number,
  endTime: number,
  slicing?: WindowSlicing,
) {
  return readFamilyWindow(database, 'visitorLog', { hierarchies, beginTime, endTime }, slicing);
}

beforeEach(async () => {
  db = openTestDatabase();
  await db.visitorLog.bulkPut([
    visitorRecord('acme#north#jhb', day + 1_000, 'Ann', 'Able'),
    visitorRecord('acme#north#pta', day + 3_000, 'Ben', 'Baker'),
    visitorRecord('acme#north', day + 2_000, 'Cat', 'Cole'),
    visitorRecord('acme#south#cpt', day + 4_000, 'Dan', 'Dale'),
    visitorRecord('acme#north#jhb', day - 1_000, 'Eve', 'Early'),
  ]);
});

afterEach(async () => {
  await db.delete();
});

describe('readFamilyWindow (visitor log, a timed family)', () => {
  it('reads every location of the subtree in the window, newest first', async () => {
    const rows = await readVisitorLog(
      db,
      ['acme#north', 'acme#north#jhb', 'acme#north#pta'],
      day,
      day + 10_000,
    );
    expect(rows.map((row) => row.visitorFullDetails.firstName)).toEqual(['Ben', 'Cat', 'Ann']);
  });

  it('leaves out other subtrees and times outside the window', async () => {
    const rows = await readVisitorLog(db, ['acme#north#jhb'], day, day + 10_000);
    expect(rows.map((row) => row.visitorFullDetails.firstName)).toEqual(['Ann']);
  });

  it('includes both ends of the window', async () => {
    const rows = await readVisitorLog(db, ['acme#north#jhb'], day - 1_000, day + 1_000);
    expect(rows).toHaveLength(2);
  });

  it('reads nothing for no locations', async () => {
    expect(await readVisitorLog(db, [], 0, day * 2)).toEqual([]);
  });

  it('answers the same with any slicing, and re-cuts the slices as the log grows', async () => {
    const all = ['acme#north', 'acme#north#jhb', 'acme#north#pta'];
    const unsliced = await readVisitorLog(db, all, day, day + 10_000);
    for (const boundaries of [[day + 1_500], [day + 2_000, day + 3_000], [day + 9_000]]) {
      const sliced = await readVisitorLog(db, all, day, day + 10_000, { boundaries });
      expect(sliced).toEqual(unsliced);
    }
    await db.visitorLog.bulkPut(
      Array.from({ length: 250 }, (_, i) =>
        visitorRecord('acme#north#jhb', day + 5_000 + i, `V${i}`, 'Many'),
      ),
    );
    const slicing = { boundaries: [] as number[] };
    const rows = await readVisitorLog(db, all, day, day + 10_000, slicing);
    expect(rows).toHaveLength(253);
    expect(slicing.boundaries.length).toBeGreaterThan(1);
    expect(await readVisitorLog(db, all, day, day + 10_000, slicing)).toEqual(rows);
  });

  it('gives one location in the default order without sorting it again, ties included', async () => {
    // Same sign-in times, keys that sort differently as text than as numbers would.
    await db.visitorLog.bulkPut(
      Array.from({ length: 120 }, (_, i) =>
        visitorRecord('acme#north#jhb', day + 5_000 + (i % 7) * 10, `V${i}`, i % 2 ? 'Zed' : 'Abe'),
      ),
    );
    const sort = vi.spyOn(Array.prototype, 'sort');
    const slicing = { boundaries: [day + 5_020, day + 5_041] };
    const rows = await readVisitorLog(db, ['acme#north#jhb'], day, day + 10_000, slicing);
    const sortedRows = sort.mock.calls.filter(([compare]) => compare?.length === 2).length;
    sort.mockRestore();
    expect(rows).toHaveLength(121);
    expect(rows).toEqual([...rows].sort(defaultOrder('visitorLog')));
    // Only the newest slice's times were sorted (for its boundaries), not the rows.
    expect(sortedRows).toBe(1);
  });

  it('reads the slices of a large window in batches, each once, and answers the same', async () => {
    await db.visitorLog.bulkPut(
      Array.from({ length: 3 * SLICES_AT_ONCE }, (_, i) =>
        visitorRecord('acme#north#jhb', day + 5_000 + i, `V${i}`, 'Many'),
      ),
    );
    const boundaries = Array.from({ length: 3 * SLICES_AT_ONCE }, (_, i) => day + 5_000 + i);
    const unsliced = await readVisitorLog(db, ['acme#north#jhb'], day, day + 10_000);
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll');
    const sliced = await readVisitorLog(db, ['acme#north#jhb'], day, day + 10_000, { boundaries });
    const reads = getAll.mock.calls.length;
    getAll.mockRestore();
    // Three batches and more, each slice read once: no slice lost or read twice between batches.
    expect(reads).toBe(boundaries.length + 1);
    expect(sliced).toEqual(unsliced);
  });

  it('in a live query, re-reads only the slice a committed write touched', async () => {
    // Ben (acme#north#pta, day + 3_000) is in the slice before the one Fay is written to.
    const slicing = { boundaries: [day + 1_500, day + 2_500, day + 5_000] };
    const hierarchies = ['acme#north', 'acme#north#jhb', 'acme#north#pta'];
    const results: number[] = [];
    const subscription = liveQuery(() =>
      readVisitorLog(db, hierarchies, day, day + 10_000, slicing),
    ).subscribe((rows) => results.push(rows.length));
    await vi.waitFor(() => expect(results).toEqual([3]));

    const reads = vi.spyOn(IDBIndex.prototype, 'getAll');
    await db.transaction('rw', db.visitorLog, () =>
      db.visitorLog.put(visitorRecord('acme#north#pta', day + 6_000, 'Fay', 'Late')),
    );
    await vi.waitFor(() => expect(results).toEqual([3, 4]));
    subscription.unsubscribe();
    // One range read from IndexedDB, holding Fay alone: every other range came from the cache.
    const rowsRead = reads.mock.results.map((read) => (read.value as IDBRequest<unknown[]>).result);
    reads.mockRestore();
    expect(rowsRead.map((rows) => rows.length)).toEqual([1]);
  });

  it('reads a family without time by location, ordered by key', async () => {
    await recordTable(db, 'hosts').bulkPut([
      {
        EntityHierarchy: 'acme#north',
        uniqueAttributeValue: 'b@x',
        email: 'b@x',
        name: 'B',
        lmt: 1,
        changeSeq: 1,
      },
      {
        EntityHierarchy: 'acme#north',
        uniqueAttributeValue: 'a@x',
        email: 'a@x',
        name: 'A',
        lmt: 1,
        changeSeq: 1,
      },
      {
        EntityHierarchy: 'acme#south',
        uniqueAttributeValue: 'c@x',
        email: 'c@x',
        name: 'C',
        lmt: 1,
        changeSeq: 1,
      },
    ]);
    const hosts = await readFamilyWindow(db, 'hosts', {
      hierarchies: ['acme#north'],
      beginTime: 0,
      endTime: 1,
    });
    expect(hosts.map((host) => host.name)).toEqual(['A', 'B']);
  });

  it('leaves out rows flagged invalid by a schema upgrade', async () => {
    await db.visitorLog.put({
      ...visitorRecord('acme#north', day + 5, 'Old', 'Row'),
      _invalid: 'bad',
    });
    const rows = await readVisitorLog(db, ['acme#north'], day, day + 10_000);
    expect(rows.map((row) => row.visitorFullDetails.firstName)).toEqual(['Cat']);
  });

  it('orders equal times by key, descending, so the order is stable', async () => {
    await db.visitorLog.bulkPut([
      visitorRecord('acme#south#cpt', day + 4_000, 'Abe', 'Zed'),
      visitorRecord('acme#south#cpt', day + 4_000, 'Zoe', 'Ada'),
    ]);
    const rows = await readVisitorLog(db, ['acme#south#cpt'], day, day + 10_000);
    expect(rows.map((row) => row.ProfileId)).toEqual(['zoe-ada', 'dan-dale', 'abe-zed']);
  });
});
