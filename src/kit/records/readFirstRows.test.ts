import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GatehouseDatabase } from '../../db/database.ts';
import { openExistingDatabase } from '../../db/rawRead.ts';
import { openTestDatabase } from '../testing/database.ts';
import { type FamilyRecord, recordTable } from './familyRecords.ts';
import { readFamilyWindow } from './readFamilyWindow.ts';
import { readFirstRows } from './readFirstRows.ts';

const day = Date.UTC(2026, 10, 21);

function visitor(EntityHierarchy: string, evtTimeStamp: number, name: string) {
  const ProfileId = name.toLowerCase();
  const record: FamilyRecord<'visitorLog'> = {
    EntityHierarchy,
    evtTimeStampProfileID: `${evtTimeStamp}#${ProfileId}`,
    evtTimeStamp,
    ProfileId,
    lmt: evtTimeStamp,
    changeSeq: 1,
    visitorFullDetails: { ProfileId, firstName: name, lastName: 'Visitor' },
  };
  return record;
}

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
  it('reads what the live query reads, in the same order, from a database Dexie created', async () => {
    const name = db.name;
    db.close();
    const raw = await readFirstRows(name, 'visitorLog', window);
    expect(raw?.map((r) => r.visitorFullDetails.firstName)).toEqual(['Ben', 'Cat', 'Ann']);
    await db.open();
    expect(raw).toEqual(await readFamilyWindow(db, 'visitorLog', window));
  });

  it('reads while Dexie has the database open, and leaves it usable', async () => {
    expect(await readFirstRows(db.name, 'visitorLog', window)).toHaveLength(3);
    await recordTable(db, 'visitorLog').put(visitor('acme#north', day + 6000, 'Dan'));
    expect(await readFirstRows(db.name, 'visitorLog', window)).toHaveLength(4);
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

  it('gives up on a family read without time', async () => {
    expect(await readFirstRows(db.name, 'hosts', window)).toBeNull();
  });
});
