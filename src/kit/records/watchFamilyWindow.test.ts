import type { WhereClause } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatehouseDatabase } from '../../db/database.ts';
import { announceAppliedRows } from '../../sync/live/appliedRows.ts';
import { openTestDatabase } from '../testing/database.ts';
import { visitorRow as visitor } from '../testing/records.ts';
import { readFamilyWindow, SLICES_AT_ONCE } from './readFamilyWindow.ts';
import { SLICE_ROWS } from './timeSlices.ts';
import { CONFIRM_DELAY_MS, watchFamilyWindow } from './watchFamilyWindow.ts';

let db: GatehouseDatabase;
const day = Date.UTC(2026, 10, 21);
const window = (hierarchies: string[]) => ({ hierarchies, beginTime: day, endTime: day + 99_999 });

/** Watches the window and keeps every answer's ProfileIds. */
function watch(hierarchies: string[], boundaries: number[]) {
  const answers: string[][] = [];
  /** Each answer's count of live rows put in place. */
  const live: number[] = [];
  const errors: unknown[] = [];
  const stop = watchFamilyWindow(db, 'visitorLog', window(hierarchies), boundaries, {
    rows: (rows, putInPlace) => {
      answers.push(rows.map((row) => row.ProfileId));
      live.push(putInPlace);
    },
    error: (error) => errors.push(error),
  });
  return { answers, live, errors, stop, last: () => answers[answers.length - 1] };
}

/**
 * The slice reads the live queries make: the lower time bound of each range read (one per
 * location and run); `readTimes` has when each was made (performance.now()).
 */
const readTimes: number[] = [];
function spyOnReads() {
  const table = Object.getPrototypeOf(db.visitorLog) as typeof db.visitorLog;
  const where = table.where as unknown as (this: unknown, index: string) => WhereClause;
  const lowerBounds: number[] = [];
  readTimes.length = 0;
  const spied = function (this: unknown, index: string) {
    const clause = where.call(this, index);
    const between = clause.between.bind(clause);
    clause.between = (lower, upper, includeLower, includeUpper) => {
      lowerBounds.push((lower as [string, number])[1]);
      readTimes.push(performance.now());
      return between(lower, upper, includeLower, includeUpper);
    };
    return clause;
  };
  vi.spyOn(table, 'where').mockImplementation(spied as never);
  return lowerBounds;
}

beforeEach(async () => {
  db = openTestDatabase();
  await db.visitorLog.bulkPut([
    visitor('acme#north', day + 1_000, 'Ann'),
    visitor('acme#north#jhb', day + 2_000, 'Ben'),
    visitor('acme#north', day + 3_000, 'Cat'),
    visitor('acme#south', day + 4_000, 'Dan'),
    visitor('acme#north', day - 1, 'Eve'),
  ]);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('watchFamilyWindow', () => {
  it('answers what readFamilyWindow reads, once every slice has been read', async () => {
    const hierarchies = ['acme#north', 'acme#north#jhb'];
    const watched = watch(hierarchies, [day + 1_500, day + 2_500]);
    await vi.waitFor(() => expect(watched.answers).toHaveLength(1));
    const read = await readFamilyWindow(db, 'visitorLog', window(hierarchies));
    expect(watched.last()).toEqual(read.map((row) => row.ProfileId));
    expect(watched.last()).toEqual(['cat', 'ben', 'ann']);
    watched.stop();
  });

  it('re-reads only the slice a write touched, and answers the whole window again', async () => {
    const watched = watch(['acme#north', 'acme#north#jhb'], [day + 1_500, day + 2_500]);
    await vi.waitFor(() => expect(watched.answers).toHaveLength(1));
    const reads = spyOnReads();
    await db.visitorLog.put(visitor('acme#north#jhb', day + 1_800, 'Fay'));
    await vi.waitFor(() => expect(watched.last()).toEqual(['cat', 'ben', 'fay', 'ann']));
    // One slice of three (the middle one), read for each of its two locations.
    expect(reads).toEqual([day + 1_500, day + 1_500]);
    watched.stop();
  });

  it('reads a large window a few slices at a time, newest first', async () => {
    const cuts = Array.from({ length: 3 * SLICES_AT_ONCE }, (_, i) => day + 5_000 + i * 10);
    await db.visitorLog.bulkPut(cuts.map((time, i) => visitor('acme#north', time, `p${i}`)));
    const reads = spyOnReads();
    const watched = watch(['acme#north'], cuts);
    await vi.waitFor(() => expect(watched.answers).toHaveLength(1));
    // Each slice once, newest first.
    expect(reads).toEqual([...cuts].reverse().concat(day));
    // Ann and Cat before the cuts, the 60 people after them.
    expect(watched.last()).toHaveLength(cuts.length + 2);
    expect(watched.last()?.slice(0, 2)).toEqual([`p${cuts.length - 1}`, `p${cuts.length - 2}`]);
    watched.stop();
  });

  it('cuts a newest slice that outgrew the limit, without losing or doubling a row', async () => {
    const many = 2 * SLICE_ROWS + 50;
    await db.visitorLog.bulkPut(
      Array.from({ length: many }, (_, i) => visitor('acme#north', day + 10_000 + i, `n${i}`)),
    );
    const watched = watch(['acme#north'], []);
    await vi.waitFor(() => expect(watched.answers.length).toBeGreaterThan(0));
    // Once its parts replace the newest slice, a write late in the day re-reads the newest part
    // only, which starts after the window's beginning.
    const reads = spyOnReads();
    let late = 0;
    await vi.waitFor(async () => {
      reads.length = 0;
      late++;
      await db.visitorLog.put(visitor('acme#north', day + 90_000 + late, `late${late}`));
      await vi.waitFor(() => expect(watched.last()?.[0]).toBe(`late${late}`));
      expect(reads.length).toBeGreaterThan(0);
      expect(Math.min(...reads)).toBeGreaterThan(day + 10_000 + SLICE_ROWS - 1);
    });
    await db.visitorLog.put(visitor('acme#north', day + 95_000, 'last'));
    await vi.waitFor(() => expect(watched.last()?.[0]).toBe('last'));
    const ids = watched.last() ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    const read = await readFamilyWindow(db, 'visitorLog', window(['acme#north']));
    expect(ids).toEqual(read.map((row) => row.ProfileId));
    watched.stop();
  });

  it('answers nothing more once stopped', async () => {
    const watched = watch(['acme#north'], []);
    await vi.waitFor(() => expect(watched.answers).toHaveLength(1));
    watched.stop();
    await db.visitorLog.put(visitor('acme#north', day + 5_000, 'Gus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched.answers).toHaveLength(1);
    expect(watched.errors).toEqual([]);
  });

  it('leaves out rows a pending removal hides', async () => {
    const watched = watch(['acme#north'], []);
    await vi.waitFor(() => expect(watched.answers).toHaveLength(1));
    await db.visitorLog.put({ ...visitor('acme#north', day + 3_000, 'Cat'), _removed: true });
    await vi.waitFor(() => expect(watched.last()).toEqual(['ann']));
    watched.stop();
  });

  it('puts committed live rows in place before its slice is read again', async () => {
    const watched = watch(['acme#north', 'acme#north#jhb'], [day + 1_500, day + 2_500]);
    await vi.waitFor(() => expect(watched.answers).toHaveLength(1));
    const reads = spyOnReads();
    // Announced only (not written): the row can only come from the announcement.
    announceAppliedRows(db.name, {
      family: 'visitorLog',
      puts: [visitor('acme#north', day + 3_500, 'Hal'), visitor('acme#south', day + 3_600, 'Out')],
      deletes: [],
    });
    await vi.waitFor(() => expect(watched.last()).toEqual(['hal', 'cat', 'ben', 'ann']));
    expect(reads).toEqual([]);
    // One row put in place (the other is outside the window); the first read put none.
    expect(watched.live).toEqual([0, 1]);
    // The live query stays the authority: the next read of that slice drops what was not stored.
    await db.visitorLog.put(visitor('acme#north', day + 3_200, 'Ida'));
    await vi.waitFor(() => expect(watched.last()).toEqual(['ida', 'cat', 'ben', 'ann']));
    watched.stop();
  });

  it('ignores an announced image older than the row it holds', async () => {
    const watched = watch(['acme#north'], []);
    await vi.waitFor(() => expect(watched.answers).toHaveLength(1));
    await db.visitorLog.put({ ...visitor('acme#north', day + 3_000, 'Cat'), changeSeq: 5 });
    await vi.waitFor(() => expect(watched.answers).toHaveLength(2));
    const stale = { ...visitor('acme#north', day + 3_000, 'Cat'), _removed: true as const };
    announceAppliedRows(db.name, { family: 'visitorLog', puts: [stale], deletes: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched.answers).toHaveLength(2);
    expect(watched.last()).toEqual(['cat', 'ann']);
    watched.stop();
  });

  it('does not answer again when a re-read finds what a patch already showed', async () => {
    const watched = watch(['acme#north'], []);
    await vi.waitFor(() => expect(watched.answers).toHaveLength(1));
    const kim = visitor('acme#north', day + 3_500, 'Kim');
    announceAppliedRows(db.name, { family: 'visitorLog', puts: [kim], deletes: [] });
    await vi.waitFor(() => expect(watched.answers).toHaveLength(2));
    await db.visitorLog.put(kim);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched.answers).toHaveLength(2);
    expect(watched.last()).toEqual(['kim', 'cat', 'ann']);
    watched.stop();
  });

  it(`reads a slice that took live rows again ${CONFIRM_DELAY_MS} ms after a change, not at once`, async () => {
    const watched = watch(['acme#north'], []);
    await vi.waitFor(() => expect(watched.answers).toHaveLength(1));
    const kim = visitor('acme#north', day + 3_500, 'Kim');
    announceAppliedRows(db.name, { family: 'visitorLog', puts: [kim], deletes: [] });
    await vi.waitFor(() => expect(watched.answers).toHaveLength(2));
    const reads = spyOnReads();
    const writtenAt = performance.now();
    await db.visitorLog.bulkPut([kim, visitor('acme#north', day + 3_600, 'Lee')]);
    await vi.waitFor(() => expect(watched.last()).toEqual(['lee', 'kim', 'cat', 'ann']));
    expect(reads).toHaveLength(1);
    expect(readTimes[0]! - writtenAt).toBeGreaterThanOrEqual(CONFIRM_DELAY_MS);
    watched.stop();
  });
});
