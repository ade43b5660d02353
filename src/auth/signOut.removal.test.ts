import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../contract/index.ts';
import { GatehouseDatabase, type OutboxRow, sessionDb, userDatabaseName } from '../db/database.ts';
import { waitingChanges } from './deviceData.ts';
import { signOut } from './signOut.ts';

vi.mock('./sessionClient.ts', () => ({ postLogout: async () => true }));

const user: SessionUser = {
  sub: 'user-1',
  email: 'reception@example.com',
  name: 'Reception',
  organisationId: 'org-signout',
  flags: {},
  locations: [{ EntityHierarchy: 'acme#jhb', role: 'ADMIN' }],
};
const dbName = userDatabaseName(user);

function outboxRow(id: string, status: OutboxRow['status']): OutboxRow {
  return {
    id,
    seq: 1,
    mutator: 'signOutVisitor',
    args: {},
    records: [],
    recordIds: [],
    clientTime: 0,
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    status,
  };
}

/** A device where the user signed in and the visitor log holds a record. */
async function deviceWithData(outbox: OutboxRow[] = []): Promise<void> {
  await sessionDb.session.put({
    id: 'current',
    user,
    expiresAt: Date.now() + 60_000,
    savedAt: Date.now(),
  });
  const db = new GatehouseDatabase(dbName);
  await db.table('visitorLog').put({
    EntityHierarchy: 'acme#jhb',
    evtTimeStampProfileID: '1#p1',
    evtTimeStamp: 1,
    firstName: 'Ada',
  });
  if (outbox.length > 0) await db.outbox.bulkPut(outbox);
  db.close();
}

beforeEach(() => {
  vi.stubGlobal('location', { assign: vi.fn() });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await Dexie.delete(dbName);
  await sessionDb.session.clear();
});

describe('signOut removes personal data from the device', () => {
  it('deletes the user database (records, evacuation pack, outbox) and the cached session', async () => {
    await deviceWithData();
    await signOut();
    expect(await Dexie.exists(dbName)).toBe(false);
    expect(await sessionDb.session.count()).toBe(0);
    expect(location.assign).toHaveBeenCalledWith('/authenticate');
  });

  it('keeps the database, and its waiting changes, when the user chooses to keep them', async () => {
    await deviceWithData([outboxRow('m1', 'pending')]);
    await signOut({ keepDeviceData: true });
    expect(await Dexie.exists(dbName)).toBe(true);
    expect((await waitingChanges(dbName)).map((row) => row.id)).toEqual(['m1']);
  });

  it('stops the sync engine before deleting', async () => {
    await deviceWithData();
    const stopSync = vi.fn();
    await signOut({ stopSync });
    expect(stopSync).toHaveBeenCalledTimes(1);
  });
});

describe('waitingChanges', () => {
  it('lists pending changes only, and nothing for a database that does not exist', async () => {
    expect(await waitingChanges(dbName)).toEqual([]);
    expect(await Dexie.exists(dbName)).toBe(false);
    await deviceWithData([outboxRow('m1', 'pending'), outboxRow('m2', 'rejected')]);
    expect((await waitingChanges(dbName)).map((row) => row.id)).toEqual(['m1']);
  });
});
