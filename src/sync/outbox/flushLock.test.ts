import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/apiClient.ts';
import { GatehouseDatabase } from '../../db/database.ts';
import { outboxRecordId } from '../../db/schema.ts';
import { FakeLocks } from '../testing/fakeLocks.ts';
import { InMemoryServer } from '../testing/inMemoryServer.ts';
import { flushOutbox } from './flush.ts';

let server: InMemoryServer;
let db: GatehouseDatabase;

beforeEach(async () => {
  server = new InMemoryServer();
  db = new GatehouseDatabase(`flush-lock-${Math.random()}`);
  const visitor = server.signIn('acme#north#jhb', 'v1', server.clock - 1000);
  await db.outbox.add({
    id: 'row-1',
    seq: 1,
    mutator: 'visitors.signOut',
    args: {
      EntityHierarchy: visitor.EntityHierarchy,
      evtTimeStampProfileID: visitor.evtTimeStampProfileID,
      evtTimeStampOut: server.clock,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    },
    records: [
      {
        table: 'visitorLog',
        key: [visitor.EntityHierarchy, visitor.evtTimeStampProfileID],
        baseSeq: -1,
      },
    ],
    recordIds: [
      outboxRecordId('visitorLog', [visitor.EntityHierarchy, visitor.evtTimeStampProfileID]),
    ],
    clientTime: server.clock,
    createdAt: server.clock,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
  });
});
afterEach(() => db.close());

describe('outbox flush lock', () => {
  it('lets the page and the service worker never send the same row at once', async () => {
    const locks = new FakeLocks();
    const api = createApiClient({ fetch: server.fetch });
    const results = await Promise.all([
      flushOutbox({ db, api, locks }),
      flushOutbox({ db, api, locks }),
    ]);
    expect(results.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(server.requests.filter((r) => r.idempotencyKey === 'row-1')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('without the lock both flushers send it (the server still applies it once)', async () => {
    const api = createApiClient({ fetch: server.fetch });
    await Promise.all([
      flushOutbox({ db, api, locks: null }),
      flushOutbox({ db, api, locks: null }),
    ]);
    expect(server.requests.filter((r) => r.idempotencyKey === 'row-1')).toHaveLength(2);
    expect(server.applied).toHaveLength(1);
  });
});
