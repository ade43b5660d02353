import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTopic, OPEN_END } from '../../contract/index.ts';
import { createApiClient, type FetchLike } from '../api/apiClient.ts';
import { GatehouseDatabase } from '../db/database.ts';
import { syncFamily } from './families.ts';
import { NOTICE_COALESCE_MS } from './live/globalEvents.ts';
import { applyRetrieval } from './retrieval/applyRetrieval.ts';
import type { ScopeSpec } from './scopes.ts';
import { createTestDevice, type TestDevice } from './testing/harness.ts';
import { InMemoryServer } from './testing/inMemoryServer.ts';

const ROOT = 'acme#north#jhb';
let server: InMemoryServer;
let device: TestDevice;
let inviteCalls: { changedSince?: string }[];
let invites: Record<string, unknown>[];

const invite = (email: string, arrivalTime: number, changeSeq: number) => ({
  EntityHierarchy: ROOT,
  EventUidEmail: `event-1#${email}`,
  arrivalTime,
  email,
  lmt: arrivalTime,
  changeSeq,
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  inviteCalls = [];
  invites = [invite('a@example.com', 1000, 1)];
  // The in-memory server knows the visitor log; the invite log is answered here.
  const fetch: FetchLike = async (input, init) => {
    if (!String(input).endsWith('/inviteOperations/retrieveInviteLog')) {
      return server.fetch(input, init);
    }
    const { query } = JSON.parse(String(init?.body)) as { query: { changedSince?: string } };
    inviteCalls.push(query);
    const body = { key: 'LOG_RETRIEVED', Items: invites, removed: [], cursor: String(10) };
    return new Response(JSON.stringify(body), { status: 200 });
  };
  device = createTestDevice(server, { api: createApiClient({ fetch }) });
});
afterEach(() => {
  device.engine.stop();
  device.db.close();
  vi.restoreAllMocks();
});

describe('families without a live topic', () => {
  it('loads invites and refreshes them when globalEvents announces a change', async () => {
    const spec: ScopeSpec = {
      family: 'invites',
      root: ROOT,
      hierarchies: [ROOT],
      beginTime: 0,
      endTime: OPEN_END,
    };
    device.engine.openScope(spec);
    await vi.waitFor(async () => expect(await device.db.table('invites').count()).toBe(1));
    await vi.waitFor(() => expect(device.engine.getStatus().connection).toBe('online'));
    await device.engine.settle();
    const before = inviteCalls.length;

    invites = [...invites, invite('b@example.com', 2000, 11)];
    const notice = { eventType: 'INSERT', subject: 'invites', lmt: server.clock };
    server.broker.publish(globalTopic(server.organisationId), JSON.stringify(notice));
    await vi.waitFor(async () => expect(await device.db.table('invites').count()).toBe(2));
    expect(inviteCalls.length).toBe(before + 1);
    expect(inviteCalls.at(-1)?.changedSince).toBe('10');

    // Another subject (a family with its own live topic) does not call the invite log.
    const other = { eventType: 'INSERT', subject: 'visitorLog', lmt: server.clock };
    server.broker.publish(globalTopic(server.organisationId), JSON.stringify(other));
    await device.engine.settle();
    expect(inviteCalls.length).toBe(before + 1);
  });

  it('answers a burst of notices (an import) with one retrieval', async () => {
    device.engine.openScope({
      family: 'invites',
      root: ROOT,
      hierarchies: [ROOT],
      beginTime: 0,
      endTime: OPEN_END,
    });
    await vi.waitFor(async () => expect(await device.db.table('invites').count()).toBe(1));
    await vi.waitFor(() => expect(device.engine.getStatus().connection).toBe('online'));
    await device.engine.settle();
    const before = inviteCalls.length;

    invites = [...invites, invite('b@example.com', 2000, 11)];
    for (let i = 0; i < 50; i++) {
      const notice = { eventType: 'INSERT', subject: 'invites', lmt: server.clock + i };
      server.broker.publish(globalTopic(server.organisationId), JSON.stringify(notice));
    }
    await vi.waitFor(async () => expect(await device.db.table('invites').count()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 3 * NOTICE_COALESCE_MS));
    await device.engine.settle();
    expect(inviteCalls.length).toBe(before + 1);
  });
});

describe('retrieval apply', () => {
  it('keeps a newer local copy whose time moved outside the window', async () => {
    const db = new GatehouseDatabase(`apply-${Math.random()}`);
    try {
      const family = syncFamily('invites');
      await db.scopes.put({
        id: 'window',
        family: 'invites',
        root: ROOT,
        hierarchies: [ROOT],
        beginTime: 0,
        endTime: 5000,
        cursor: '1',
        lastSyncedAt: null,
        status: 'ready',
      });
      // A live event moved the arrival out of the window after the server's snapshot.
      const moved = invite('a@example.com', 9000, 7);
      await db.table('invites').put(moved);
      const answer = {
        kind: 'answer' as const,
        items: [invite('a@example.com', 1000, 3)],
        removed: [],
        cursor: '3',
        invalidKeys: [],
      };
      await applyRetrieval(db, family, 'window', answer, 'full', {}, 1);
      expect(await db.table('invites').toArray()).toEqual([moved]);
    } finally {
      db.close();
    }
  });
});
