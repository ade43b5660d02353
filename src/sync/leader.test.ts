import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_END } from '../../contract/index.ts';
import { FakeLocks } from './testing/fakeLocks.ts';
import { createTestDevice, siteScope, type TestDevice } from './testing/harness.ts';
import { InMemoryServer } from './testing/inMemoryServer.ts';

const devices: TestDevice[] = [];
afterEach(() => {
  for (const d of devices.splice(0)) {
    d.engine.stop();
    d.db.close();
  }
  vi.restoreAllMocks();
});

describe('one sync leader per browser', () => {
  it('a follower tab reads Dexie, the leader loads its scope and sends its mutations; failover on close', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = new InMemoryServer();
    const visitor = server.signIn('acme#north#jhb', 'v1', server.clock - 5);
    const locks = new FakeLocks();
    const dbName = `leader-${Math.random()}`;
    const first = createTestDevice(server, { locks, dbName, tabId: 'tab-a' });
    const second = createTestDevice(server, { locks, dbName, tabId: 'tab-b' });
    devices.push(first, second);
    await vi.waitFor(() => expect(first.engine.getStatus().role).toBe('leader'));
    expect(second.engine.getStatus().role).toBe('follower');

    second.engine.openScope(siteScope('acme#north', 0, OPEN_END));
    await vi.waitFor(async () => expect(await second.db.visitorLog.count()).toBe(1));
    await vi.waitFor(() => expect(second.engine.getStatus().connection).toBe('online'));
    expect(server.broker.clients.size).toBe(1);

    await second.engine.mutate('visitors.signOut', {
      EntityHierarchy: visitor.EntityHierarchy,
      evtTimeStampProfileID: visitor.evtTimeStampProfileID,
      evtTimeStampOut: server.clock,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    });
    await vi.waitFor(() => expect(server.applied).toHaveLength(1));
    await vi.waitFor(async () => expect(await second.db.outbox.count()).toBe(0));

    first.engine.stop();
    await vi.waitFor(() => expect(second.engine.getStatus().role).toBe('leader'));
    await vi.waitFor(() => expect(second.engine.getStatus().connection).toBe('online'));
    server.signIn('acme#north#jhb', 'after-failover', server.clock);
    await vi.waitFor(async () => expect(await second.db.visitorLog.count()).toBe(2));
    expect(server.applied).toHaveLength(1);
  });
});
