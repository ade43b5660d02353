import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GatehouseDatabase } from '../../db/database.ts';
import { openExistingDatabase } from '../../db/rawRead.ts';
import { openTestDatabase } from '../testing/database.ts';
import { visitorRow as visitor } from '../testing/records.ts';
import { type FamilyRecord, recordTable } from './familyRecords.ts';
import { readFamilyWindow } from './readFamilyWindow.ts';
import { readFirstRows, readSliceBoundaries } from './readFirstRows.ts';
import { NEWEST_SLICES, OLDER_SLICE_ROWS, SLICE_ROWS, sliceWindow } from './timeSlices.ts';

const day = Date.UTC(2026, 10, 21);

const window = {
  hierarchies: ['acme#north', 'acme#north#jhb'],
  beginTime: day,
  endTime: day + 86_399_999,
};

let db: GatehouseDatabase;
beforeEach(async () => {
  db = openTestDatabase();
  await recordTable(db, 'visitorLog').bulkPut([
    visitor('acme#north', day + 1000, 'Ann'),
    visitor('acme#north#jhb', day + 3000, 'Ben'),
    visitor('acme#north#jhb', day + 2000, 'Cat'),
    { ...visitor('acme#north', day + 4000, 'Removed'), _removed: true },
    { ...visitor('acme#north', day + 5000, 'Invalid'), _invalid: 'bad' },
    visitor('acme#north', day - 1, 'Yesterday'),
    visitor('acme#south', day + 1000, 'Elsewhere'),
  ]);
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe('readFirstRows', () => {
  it('answers an empty window of no location at once, without a database', async () => {
    const none = { ...window, hierarchies: [] };
    expect(await readFirstRows('no-such-database', 'visitorLog', none)).toEqual({
      rows: [],
      complete: true,
    });
  });

  it('reads a family without time (the directory) whole per location, as the live query does', async () => {
    const person = (EntityHierarchy: string, ProfileId: string, firstName: string) => {
      const record: FamilyRecord<'directory'> = {
        EntityHierarchy,
        ProfileId,
        firstName,
        lastName: 'Rector',
        lmt: 1,
        changeSeq: 1,
      };
      return record;
    };
    await recordTable(db, 'directory').bulkPut([
      person('acme#north', 'p2', 'Bea'),
      person('acme#north#jhb', 'p1', 'Dee'),
      person('acme#south', 'p3', 'Elsewhere'),
    ]);
    const name = db.name;
    db.close();
    const raw = await readFirstRows(name, 'directory', window);
    expect(raw?.complete).toBe(true);
    expect(raw?.rows.map((r) => r.firstName).sort()).toEqual(['Bea', 'Dee']);
    expect(await readFirstRows(name, 'directory', window, 10), 'no newest without time').toBe(null);
    await db.open();
    expect(raw?.rows).toEqual(await readFamilyWindow(db, 'directory', window));
  });

  it('reads what the live query reads, in the same order, from a database Dexie created', async () => {
    const name = db.name;
    db.close();
    const raw = await readFirstRows(name, 'visitorLog', window);
    expect(raw?.complete).toBe(true);
    expect(raw?.rows.map((r) => r.visitorFullDetails.firstName)).toEqual(['Ben', 'Cat', 'Ann']);
    await db.open();
    expect(raw?.rows).toEqual(await readFamilyWindow(db, 'visitorLog', window));
  });

  it('reads while Dexie has the database open, and leaves it usable', async () => {
    expect((await readFirstRows(db.name, 'visitorLog', window))?.rows).toHaveLength(3);
    await recordTable(db, 'visitorLog').put(visitor('acme#north', day + 6000, 'Dan'));
    expect((await readFirstRows(db.name, 'visitorLog', window))?.rows).toHaveLength(4);
  });

  it('gives up on a database at another schema version, leaving it for Dexie to upgrade', async () => {
    const name = `old-${crypto.randomUUID()}`;
    const older = new Dexie(name);
    older.version(1).stores({
      visitorLog: '[EntityHierarchy+evtTimeStampProfileID], [EntityHierarchy+evtTimeStamp]',
    });
    await older.table('visitorLog').put(visitor('acme#north', day + 1000, 'Ann'));
    older.close();
    expect(await readFirstRows(name, 'visitorLog', window)).toBeNull();
    const current = openTestDatabase(name);
    expect(await readFamilyWindow(current, 'visitorLog', window)).toHaveLength(1);
    current.close();
    await Dexie.delete(name);
  });

  it('gives up on a missing database without creating it', async () => {
    const name = `missing-${crypto.randomUUID()}`;
    expect(await readFirstRows(name, 'visitorLog', window)).toBeNull();
    expect(await Dexie.exists(name)).toBe(false);
    expect(await openExistingDatabase(name, 1)).toBeNull();
  });

  it('gives up on the newest rows and the slices of a family read without time', async () => {
    expect(await readFirstRows(db.name, 'hosts', window, 10)).toBeNull();
    expect(await readSliceBoundaries(db.name, 'hosts', window)).toBeNull();
  });
});

/** `count` visitors of one location, a minute apart from `day`, two at each fifth minute. */
function busyDay(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const minute = i % 5 === 4 ? i - 1 : i;
    return visitor('acme#north', day + minute * 60_000, `V${String(i).padStart(4, '0')}`);
  });
}

describe('readFirstRows with a limit (the newest rows)', () => {
  it('reads the newest rows of every location, exactly the start of the live query', async () => {
    await recordTable(db, 'visitorLog').bulkPut(busyDay(300));
    const name = db.name;
    const whole = await readFamilyWindow(db, 'visitorLog', window);
    for (const limit of [1, 2, 4, 5, 50, 299]) {
      const first = await readFirstRows(name, 'visitorLog', window, limit);
      expect(first?.complete).toBe(false);
      expect(first?.rows).toEqual(whole.slice(0, limit));
    }
  });

  it('skips rows a view cannot render, and says when it read the whole window', async () => {
    // acme#north: Invalid (5000), Removed (4000), Ann (1000); acme#north#jhb: Ben (3000), Cat (2000).
    const two = await readFirstRows(db.name, 'visitorLog', window, 2);
    expect(two?.complete).toBe(false);
    // Older rows of acme#north were left out: none of the other location's may pass them.
    expect(two?.rows).toEqual([]);
    const three = await readFirstRows(db.name, 'visitorLog', window, 3);
    expect(three?.complete).toBe(true);
    expect(three?.rows.map((r) => r.visitorFullDetails.firstName)).toEqual(['Ben', 'Cat', 'Ann']);
  });

  it('never shows rows of a location before newer ones left out elsewhere', async () => {
    await recordTable(db, 'visitorLog').put(visitor('acme#north', day + 3500, 'Ada'));
    const whole = await readFamilyWindow(db, 'visitorLog', window);
    for (const limit of [2, 3, 4]) {
      const first = await readFirstRows(db.name, 'visitorLog', window, limit);
      const rows = first?.rows ?? [];
      expect(rows).toEqual(whole.slice(0, rows.length));
    }
    // acme#north's third newest is Ada: Ben and Cat may come only once Ann (older) is read too.
    const three = await readFirstRows(db.name, 'visitorLog', window, 3);
    expect(three?.rows.map((r) => r.visitorFullDetails.firstName)).toEqual(['Ada']);
    const four = await readFirstRows(db.name, 'visitorLog', window, 4);
    expect(four?.complete).toBe(true);
    expect(four?.rows.map((r) => r.visitorFullDetails.firstName)).toEqual([
      'Ada',
      'Ben',
      'Cat',
      'Ann',
    ]);
  });

  it('keeps ties at the limit together and in the live order', async () => {
    await recordTable(db, 'visitorLog').bulkPut([
      visitor('acme#north', day + 7000, 'Tia'),
      visitor('acme#north', day + 7000, 'Tom'),
      visitor('acme#north#jhb', day + 7000, 'Tea'),
    ]);
    const first = await readFirstRows(db.name, 'visitorLog', window, 2);
    expect(first?.rows.map((r) => r.visitorFullDetails.firstName)).toEqual(['Tom', 'Tia']);
  });
});

describe('readSliceBoundaries', () => {
  it('cuts the window so that the live query reads it in slices and keeps them', async () => {
    const rows = busyDay(2 * SLICE_ROWS * NEWEST_SLICES + 3 * OLDER_SLICE_ROWS);
    await recordTable(db, 'visitorLog').bulkPut(rows);
    const boundaries = await readSliceBoundaries(db.name, 'visitorLog', window);
    expect(boundaries).not.toBeNull();
    const slicing = { boundaries: [...(boundaries ?? [])] };
    const whole = await readFamilyWindow(db, 'visitorLog', window);
    const sliced = await readFamilyWindow(db, 'visitorLog', window, slicing);
    expect(sliced).toEqual(whole);
    // The read kept the cuts (its newest slice was small): live events re-read one slice.
    expect(slicing.boundaries).toEqual(boundaries);
    const times = whole.map((r) => r.evtTimeStamp).reverse();
    const slices = sliceWindow(window.beginTime, window.endTime, slicing.boundaries);
    const sizes = slices.map(
      (slice) =>
        times.filter((t) => t >= slice.from && (slice.last ? t <= slice.to : t < slice.to)).length,
    );
    expect(sizes.at(-1)).toBeLessThanOrEqual(SLICE_ROWS + 1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(OLDER_SLICE_ROWS + 1);
    expect(sizes.filter((size) => size <= SLICE_ROWS + 1).length).toBeGreaterThanOrEqual(
      NEWEST_SLICES,
    );
  });

  it('gives no boundaries for a window with few rows', async () => {
    expect(await readSliceBoundaries(db.name, 'visitorLog', window)).toEqual([]);
  });
});
