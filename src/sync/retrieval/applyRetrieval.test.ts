import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_END } from '../../../contract/index.ts';
import { GatehouseDatabase } from '../../db/database.ts';
import { type SyncedRecord, syncFamily } from '../families.ts';
import { MUTATORS } from '../mutators/index.ts';
import { InMemoryServer } from '../testing/inMemoryServer.ts';
import { applyRetrieval } from './applyRetrieval.ts';

const SITE = 'acme#north#jhb';
const visitorLog = syncFamily('visitorLog');
let db: GatehouseDatabase;
let server: InMemoryServer;
/** Every visitor record put into the database (recorded below Dexie's table API). */
let written: SyncedRecord[];

/** A full answer with the server's current records, validated as fetchScope does. */
function fullAnswer(records: readonly object[]) {
  return {
    kind: 'answer' as const,
    items: records.map((record) => visitorLog.wire.schema.parse(record) as SyncedRecord),
    removed: [],
    cursor: String(server.changeSeq),
    invalidKeys: [],
  };
}

beforeEach(async () => {
  server = new InMemoryServer();
  db = new GatehouseDatabase(`apply-retrieval-${crypto.randomUUID()}`);
  written = [];
  db.use({
    stack: 'dbcore',
    name: 'record visitor puts',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        return {
          ...table,
          mutate(request) {
            if (name === 'visitorLog' && request.type === 'put') written.push(...request.values);
            return table.mutate(request);
          },
        };
      },
    }),
  });
  await db.scopes.put({
    id: 'scope',
    family: 'visitorLog',
    root: SITE,
    hierarchies: [SITE],
    beginTime: 0,
    endTime: OPEN_END,
    cursor: null,
    lastSyncedAt: null,
    status: 'loading',
  });
});
afterEach(async () => {
  await db.delete();
  vi.restoreAllMocks();
});

describe('applyRetrieval: a full refresh', () => {
  it('writes only the records that changed since the stored copy', async () => {
    const a = server.signIn(SITE, 'a', 1000);
    const b = server.signIn(SITE, 'b', 2000);
    await applyRetrieval(db, visitorLog, 'scope', fullAnswer([a, b]), 'full', MUTATORS, 1);
    const modified = server.write({ ...b, badgeNumber: 'B7' });
    const c = server.signIn(SITE, 'c', 3000);
    written = [];
    await applyRetrieval(
      db,
      visitorLog,
      'scope',
      fullAnswer([a, modified, c]),
      'full',
      MUTATORS,
      2,
    );
    expect(written.map((row) => row.ProfileId).sort()).toEqual(['b', 'c']);
    const stored = await db.visitorLog.toArray();
    expect(stored.map((row) => [row.ProfileId, row.badgeNumber ?? null])).toEqual([
      ['a', a.badgeNumber ?? null],
      ['b', 'B7'],
      ['c', c.badgeNumber ?? null],
    ]);
    expect((await db.scopes.get('scope'))?.cursor).toBe(String(server.changeSeq));
  });
});
