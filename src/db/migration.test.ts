import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_END } from '../../contract/index.ts';
import { renderableRecords } from '../kit/records/renderable.ts';
import { createTestDevice, siteScope } from '../sync/testing/harness.ts';
import { InMemoryServer } from '../sync/testing/inMemoryServer.ts';
import { GatehouseDatabase, type OutboxRow } from './database.ts';
import { outboxRecordId, SCHEMA_V2, SCHEMA_VERSION } from './schema.ts';

/** The version 1 schema exactly as the first release declared it. */
const V1_STORES = {
  visitorLog:
    '[EntityHierarchy+evtTimeStampProfileID], [EntityHierarchy+evtTimeStamp], evtTimeStamp',
  scopes: 'id, family',
  outbox: 'id, seq, status, [table+recordKey]',
  meta: 'key',
};

let server: InMemoryServer;
let name: string;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  name = `migration-${Math.random()}`;
});
afterEach(() => vi.restoreAllMocks());

/** An outbox row as versions 1 and 2 stored it: one record, by table and key. */
interface Version1OutboxRow extends Omit<OutboxRow, 'records' | 'recordIds' | 'clientTime'> {
  table: 'visitorLog';
  recordKey: [string, string];
}

/** What version 3 makes of a version 1 or 2 outbox row. */
function upgraded({ table, recordKey, ...rest }: Version1OutboxRow): OutboxRow {
  return {
    ...rest,
    records: [{ table, key: recordKey, baseSeq: Number.MAX_SAFE_INTEGER }],
    recordIds: [outboxRecordId(table, recordKey)],
    clientTime: rest.createdAt,
  };
}

/** A database left by version 1: a visitor signed out offline (pending) and a broken row. */
async function createVersion1Database(): Promise<Version1OutboxRow> {
  const day = server.clock - (server.clock % 86_400_000);
  const visitor = server.signIn('acme#north#jhb', 'p1', day + 1000);
  const scope = siteScope('acme#north', day, OPEN_END);
  const v1 = new Dexie(name);
  v1.version(1).stores(V1_STORES);
  const args = {
    EntityHierarchy: visitor.EntityHierarchy,
    evtTimeStampProfileID: visitor.evtTimeStampProfileID,
    evtTimeStampOut: day + 2000,
    evtTZOffsetOut: 0,
    evtTimeZoneOut: 'UTC',
  };
  const row: Version1OutboxRow = {
    id: '0190a000-0000-7000-8000-000000000001',
    seq: 1,
    mutator: 'visitors.signOut',
    args,
    table: 'visitorLog',
    recordKey: [visitor.EntityHierarchy, visitor.evtTimeStampProfileID],
    createdAt: day,
    attempts: 0,
    nextAttemptAt: day,
    status: 'pending',
  };
  await v1.table('outbox').add(row);
  await v1.table('meta').put({ key: 'outboxSeq', value: 1 });
  await v1.table('visitorLog').bulkPut([
    { ...visitor, evtTimeStampOut: day + 2000, _base: visitor, _pending: 1 },
    { EntityHierarchy: 'acme#north#jhb', evtTimeStampProfileID: 'old#x', evtTimeStamp: 5 },
  ]);
  await v1.table('scopes').put({
    id: 'visitorLog|acme#north|old',
    family: 'visitorLog',
    root: scope.root,
    hierarchies: scope.hierarchies,
    beginTime: day,
    endTime: OPEN_END,
    cursor: String(server.changeSeq),
    lastSyncedAt: day,
    status: 'ready',
  });
  v1.close();
  return row;
}

describe('schema migration', () => {
  it('opens a version 1 database as the current version without losing queued changes', async () => {
    const queued = await createVersion1Database();
    const db = new GatehouseDatabase(name);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.outbox.toArray()).toEqual([upgraded(queued)]);
    const [kept, broken] = await db.visitorLog.toArray();
    const { evtTimeStampOut } = queued.args as { evtTimeStampOut: number };
    expect(kept).toMatchObject({ _pending: 1, evtTimeStampOut });
    expect(kept?._invalid).toBeUndefined();
    // Stored by an older version and invalid now: kept, flagged with the reason.
    expect(broken?._invalid).toMatch(/ProfileId/);
    expect(renderableRecords(await db.visitorLog.toArray())).toEqual([kept]);
    // After a schema change every scope reloads in full.
    expect((await db.scopes.toArray()).map((s) => s.cursor)).toEqual([null]);
    expect(await db.table('evacResponses').count()).toBe(0);
    db.close();
  });

  it('sends the queued changes of a migrated database exactly once', async () => {
    const queued = await createVersion1Database();
    const device = createTestDevice(server, { dbName: name });
    try {
      await device.engine.flush();
      await vi.waitFor(async () => expect(await device.db.outbox.count()).toBe(0));
      expect(server.applied.map((a) => a.key)).toEqual([queued.id]);
      const [visitor] = await device.db.visitorLog.toArray();
      expect(visitor?._pending).toBeUndefined();
    } finally {
      device.engine.stop();
      device.db.close();
    }
  });

  it('upgrades version 2 outbox rows to the multi-record shape without losing any', async () => {
    const v2 = new Dexie(name);
    v2.version(2).stores(SCHEMA_V2);
    const rows: Version1OutboxRow[] = [1, 2, 3].map((seq) => ({
      id: `0190a000-0000-7000-8000-00000000000${seq}`,
      seq,
      mutator: seq === 2 ? 'visitors.revertSignOut' : 'visitors.signOut',
      args: { EntityHierarchy: 'acme#north#jhb', evtTimeStampProfileID: `${seq}#p` },
      table: 'visitorLog',
      recordKey: ['acme#north#jhb', `${seq}#p`],
      createdAt: 1000 + seq,
      attempts: seq,
      nextAttemptAt: 2000,
      status: seq === 3 ? 'rejected' : 'pending',
      ...(seq === 3 ? { lastError: 'Refused' } : {}),
    }));
    await v2.table('outbox').bulkAdd(rows);
    v2.close();
    const db = new GatehouseDatabase(name);
    try {
      await db.open();
      expect(await db.outbox.orderBy('seq').toArray()).toEqual(rows.map(upgraded));
      // The multiEntry index finds a record's rows.
      const id = outboxRecordId('visitorLog', ['acme#north#jhb', '2#p']);
      expect((await db.outbox.where('recordIds').equals(id).toArray()).map((r) => r.seq)).toEqual([
        2,
      ]);
    } finally {
      db.close();
    }
  });
});
