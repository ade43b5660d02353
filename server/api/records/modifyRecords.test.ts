import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOnce, signOutVisitor } from '../../../contract/transitions/visitorLog.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { ApiError } from '../errors.ts';
import { modifyRecords, type RecordImage, sameJson } from './modifyRecords.ts';
import { readLiveRecordsForUpdate } from './readRecords.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await db.query(`INSERT INTO organisations (id, name) VALUES ('org', 'Org')`);
});
afterAll(async () => {
  await db.close();
});

const SITE = 'org#site';
const NOW = 1_000_000_000_000;
const OUT = {
  evtTimeStampOut: NOW + 5,
  evtTZOffsetOut: 0,
  evtTimeZoneOut: 'UTC',
  signOutSource: 'DB',
};

async function feedCount(): Promise<number> {
  const result = await db.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM change_feed',
  );
  return Number(result.rows[0]?.count ?? 0);
}

async function stored(key: string): Promise<RecordImage | undefined> {
  const found = await db.transaction((tx) =>
    readLiveRecordsForUpdate(tx, 'visitorLog', [{ hierarchy: SITE, key }]),
  );
  return [...found.values()][0]?.record;
}

/** Creates visitor records with createOnce, as a sign-in does. */
function create(keys: string[]) {
  return db.transaction((tx) =>
    modifyRecords(
      tx,
      'visitorLog',
      keys.map((key) => ({
        hierarchy: SITE,
        key,
        eventTime: NOW,
        record: { evtTimeStampProfileID: key, evtTimeStamp: NOW, ProfileId: key },
      })),
      (current, target) => createOnce<RecordImage>(current, target.record),
      { missing: 'pass', now: NOW },
    ),
  );
}

function signOut(keys: string[], now = NOW + 10) {
  return db.transaction((tx) =>
    modifyRecords(
      tx,
      'visitorLog',
      keys.map((key) => ({ hierarchy: SITE, key })),
      (current) => signOutVisitor(current, OUT),
      { missing: 'refuse', now },
    ),
  );
}

describe('modifyRecords', () => {
  test('creates a missing record when missing records are passed on, with its event time', async () => {
    const before = await feedCount();
    const [created] = await create(['1#create']);
    expect(created).toMatchObject({ key: '1#create', change: 'INSERT' });
    expect(created?.image).toMatchObject({ ProfileId: '1#create', EntityHierarchy: SITE });
    expect(typeof created?.image?.changeSeq).toBe('number');
    expect(await feedCount()).toBe(before + 1);
    const row = await db.query<{ evt_time: number | string }>(
      "SELECT evt_time FROM visitor_log WHERE sort_key = '1#create'",
    );
    expect(Number(row.rows[0]?.evt_time)).toBe(NOW);
    // createOnce again: the existing image wins and nothing is rewritten.
    const [again] = await create(['1#create']);
    expect(again).toMatchObject({
      change: 'UNCHANGED',
      image: { changeSeq: created?.image?.changeSeq },
    });
    expect(await feedCount()).toBe(before + 1);
  });

  test('refuses with 404 RECORD_NOT_FOUND naming every missing key, and writes nothing', async () => {
    await create(['1#present']);
    const before = await feedCount();
    const refused = signOut(['1#present', '1#absent', '1#gone']);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 404,
      key: 'RECORD_NOT_FOUND',
      message: `No visitorLog record ${SITE} 1#absent, ${SITE} 1#gone`,
    });
    expect(await feedCount()).toBe(before);
    expect((await stored('1#present'))?.evtTimeStampOut).toBeUndefined();
  });

  test('a transition answering null removes the record (a tombstone stays)', async () => {
    await create(['1#remove']);
    const [removed] = await db.transaction((tx) =>
      modifyRecords(tx, 'visitorLog', [{ hierarchy: SITE, key: '1#remove' }], () => null, {
        missing: 'refuse',
        now: NOW + 20,
      }),
    );
    expect(removed).toMatchObject({ change: 'REMOVE', image: null });
    expect(await stored('1#remove')).toBeUndefined();
    const row = await db.query<{ deleted: boolean }>(
      "SELECT deleted FROM visitor_log WHERE sort_key = '1#remove'",
    );
    expect(row.rows[0]?.deleted).toBe(true);
    // Removing what is already gone (missing passed on) changes nothing.
    const before = await feedCount();
    const [again] = await db.transaction((tx) =>
      modifyRecords(tx, 'visitorLog', [{ hierarchy: SITE, key: '1#remove' }], () => null, {
        missing: 'pass',
        now: NOW + 30,
      }),
    );
    expect(again).toMatchObject({ change: 'UNCHANGED', image: null });
    expect(await feedCount()).toBe(before);
  });

  test('records the transition leaves as they were are not rewritten', async () => {
    await create(['1#twice', '1#other']);
    const [first] = await signOut(['1#twice']);
    expect(first?.change).toBe('MODIFY');
    const before = await feedCount();
    const second = await signOut(['1#twice', '1#other'], NOW + 99);
    expect(second.map((r) => [r.key, r.change])).toEqual([
      ['1#twice', 'UNCHANGED'],
      ['1#other', 'MODIFY'],
    ]);
    expect(await feedCount()).toBe(before + 1);
    expect(await stored('1#twice')).toMatchObject({ lmt: first?.image?.lmt, ...OUT });
    // A new object with the same content counts as unchanged too.
    const copy = await db.transaction((tx) =>
      modifyRecords(
        tx,
        'visitorLog',
        [{ hierarchy: SITE, key: '1#other' }],
        (current) => (current ? JSON.parse(JSON.stringify(current)) : null),
        { missing: 'refuse', now: NOW + 100 },
      ),
    );
    expect(copy[0]?.change).toBe('UNCHANGED');
    expect(await feedCount()).toBe(before + 1);
  });

  test('all or nothing: a transition that fails on one record leaves every record as it was', async () => {
    await create(['1#a', '1#b']);
    const before = await feedCount();
    const failing = db.transaction((tx) =>
      modifyRecords(
        tx,
        'visitorLog',
        [
          { hierarchy: SITE, key: '1#a' },
          { hierarchy: SITE, key: '1#b' },
        ],
        (current, target) => {
          if (target.key === '1#b') throw new Error('bad record');
          return current ? { ...current, badgeNumber: '7' } : null;
        },
        { missing: 'refuse', now: NOW + 40 },
      ),
    );
    await expect(failing).rejects.toThrow('bad record');
    expect(await feedCount()).toBe(before);
    expect((await stored('1#a'))?.badgeNumber).toBeUndefined();
  });

  test('a target named twice is changed once', async () => {
    await create(['1#dup']);
    const before = await feedCount();
    const result = await signOut(['1#dup', '1#dup']);
    expect(result).toHaveLength(1);
    expect(await feedCount()).toBe(before + 1);
  });
});

describe('sameJson', () => {
  test('ignores key order and undefined fields, compares nested values', () => {
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1, d: undefined })).toBe(
      true,
    );
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [2, 1] } })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});
