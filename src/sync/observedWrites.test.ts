import Dexie, { liveQuery, type ObservabilitySet, RangeSet, type Transaction } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VisitorLogRecord } from '../../contract/index.ts';
import { GatehouseDatabase } from '../db/database.ts';
import {
  boundObservedChanges,
  boundPerLocation,
  EXACT_RANGES,
  OBSERVED_PUT_ROWS,
  OBSERVED_WRITE_LIMIT,
  putObserved,
} from './observedWrites.ts';
import { InMemoryServer } from './testing/inMemoryServer.ts';

const SITE = 'acme#north#jhb';
const OTHER_SITE = 'acme#north#pta';
const HOUR = 3_600_000;
let db: GatehouseDatabase;
let server: InMemoryServer;
let stopWatching = () => {};

beforeEach(() => {
  server = new InMemoryServer();
  db = new GatehouseDatabase(`observed-puts-${crypto.randomUUID()}`);
});
afterEach(async () => {
  stopWatching();
  await db.delete();
});

/** `count` visitors signed in at `site` from `from` on, a millisecond apart. */
function visitors(from: number, count: number, site = SITE): VisitorLogRecord[] {
  return Array.from({ length: count }, (_, i) => server.signIn(site, `p${from}-${i}`, from + i));
}

/**
 * Watches the visitors of SITE signed in during the first hour (as a time slice of the log does,
 * with one visitor in it) and returns how many times the query has run so far.
 */
async function watchFirstHour(): Promise<() => number> {
  await db.visitorLog.put(visitors(1_000, 1)[0]!);
  let runs = 0;
  const first = new Promise<void>((resolve) => {
    const subscription = liveQuery(() => {
      runs++;
      return db.visitorLog
        .where('[EntityHierarchy+evtTimeStamp]')
        .between([SITE, 0], [SITE, HOUR], true, false)
        .toArray();
    }).subscribe({ next: () => resolve() });
    stopWatching = () => subscription.unsubscribe();
  });
  await first;
  return () => runs;
}

/** Puts `rows` as applyEvents and applyRetrieval do: by key, bounded when they are many. */
async function putAsTheSyncDoes(tx: Transaction, rows: VisitorLogRecord[]) {
  await putObserved(db.visitorLog, rows);
  boundObservedChanges(tx);
}

/** Writes in one transaction and waits until Dexie has told its live queries of the change. */
async function writeAndSettle(write: (tx: Transaction) => Promise<unknown>): Promise<void> {
  const told = new Promise<void>((resolve) => {
    const listener = () => {
      Dexie.on('storagemutated').unsubscribe(listener);
      resolve();
    };
    Dexie.on('storagemutated', listener);
  });
  await db.transaction('rw', db.visitorLog, write);
  await told;
  // A live query told of a change it read runs again from a later task.
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('putObserved: live queries run again only where a write changed them', () => {
  it('a plain bulkPut of 50 rows or more re-runs a live query it did not touch', async () => {
    const runs = await watchFirstHour();
    const before = runs();
    await writeAndSettle(() => db.visitorLog.bulkPut(visitors(2 * HOUR, 120)));
    expect(runs()).toBeGreaterThan(before);
  });

  it('the same rows put by key and bounded per location leave it alone', async () => {
    const runs = await watchFirstHour();
    const before = runs();
    const rows = [...visitors(2 * HOUR, 120), ...visitors(0, 60, OTHER_SITE)];
    await writeAndSettle((tx) => putAsTheSyncDoes(tx, rows));
    expect(runs()).toBe(before);
    expect(await db.visitorLog.count()).toBe(181);
  });

  it('and re-run it when one of them lands in what it read', async () => {
    const runs = await watchFirstHour();
    const before = runs();
    const rows = [...visitors(2 * HOUR, 100), ...visitors(60_000, 1)];
    await writeAndSettle((tx) => putAsTheSyncDoes(tx, rows));
    expect(runs()).toBeGreaterThan(before);
  });

  it('and when one of them changes a row it read', async () => {
    const runs = await watchFirstHour();
    const before = runs();
    const [first] = await db.visitorLog.toArray();
    const rows = [...visitors(2 * HOUR, 100), { ...first!, badgeNumber: 'B7' }];
    await writeAndSettle((tx) => putAsTheSyncDoes(tx, rows));
    expect(runs()).toBeGreaterThan(before);
  });

  it(`writes more than ${OBSERVED_WRITE_LIMIT} rows as a whole-table change, every row stored`, async () => {
    const rows = visitors(2 * HOUR, OBSERVED_WRITE_LIMIT + OBSERVED_PUT_ROWS);
    const runs = await watchFirstHour();
    const before = runs();
    await writeAndSettle((tx) => putAsTheSyncDoes(tx, rows));
    expect(runs()).toBeGreaterThan(before);
    expect(await db.visitorLog.count()).toBe(rows.length + 1);
  });
});

type KeyRange = { from: unknown; to: unknown };
/** The ranges of a tree, through Dexie's own iterator. */
const rangesOf = (tree: object) =>
  [...(new RangeSet().add(tree as RangeSet) as unknown as Iterable<KeyRange>)].map(
    ({ from, to }) => ({ from, to }),
  );

describe('boundPerLocation', () => {
  it('keeps one range per location, from its first key to its last', () => {
    const keys = [
      [SITE, 'b'],
      [OTHER_SITE, 'x'],
      [SITE, 'a'],
      [SITE, 'c'],
      [OTHER_SITE, 'y'],
    ];
    expect(rangesOf(boundPerLocation(new RangeSet().addKeys(keys)))).toEqual([
      { from: [SITE, 'a'], to: [SITE, 'c'] },
      { from: [OTHER_SITE, 'x'], to: [OTHER_SITE, 'y'] },
    ]);
  });

  it('keeps a range that spans locations, or keys that are not record keys, as they are', () => {
    const set = new RangeSet()
      .addKeys([[SITE, 'a'], [SITE, 'b'], 5, 7])
      .add({ from: [SITE, 'y'], to: [OTHER_SITE, 'a'] });
    expect(rangesOf(boundPerLocation(set))).toEqual([
      { from: 5, to: 5 },
      { from: 7, to: 7 },
      { from: [SITE, 'a'], to: [SITE, 'b'] },
      { from: [SITE, 'y'], to: [OTHER_SITE, 'a'] },
    ]);
  });
});

describe('boundObservedChanges', () => {
  it(`bounds only the parts with more than ${EXACT_RANGES} ranges`, async () => {
    await db.open(); // Opening (creating the tables) is announced as a change to everything.
    const told: ObservabilitySet[] = [];
    const listener = (parts: ObservabilitySet) => told.push(parts);
    Dexie.on('storagemutated', listener);
    try {
      await db.transaction('rw', db.visitorLog, db.meta, async (tx) => {
        await putObserved(db.visitorLog, visitors(0, EXACT_RANGES + 1));
        await db.meta.put({ key: 'k', value: 1 });
        boundObservedChanges(tx);
      });
    } finally {
      Dexie.on('storagemutated').unsubscribe(listener);
    }
    expect(told).toHaveLength(1);
    const parts = told[0]!;
    const visitorKeys = parts[`idb://${db.name}/visitorLog/`]!;
    expect(rangesOf(visitorKeys)).toHaveLength(1);
    expect(rangesOf(parts[`idb://${db.name}/meta/`]!)).toEqual([{ from: 'k', to: 'k' }]);
  });
});
