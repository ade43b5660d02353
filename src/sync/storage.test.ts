import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_END } from '../../contract/index.ts';
import { scopeId } from './scopes.ts';
import { evictOutsideOpenScopes, isQuotaExceeded } from './storage.ts';
import { createTestDevice, siteScope, type TestDevice } from './testing/harness.ts';
import { InMemoryServer } from './testing/inMemoryServer.ts';

const DAY = 86_400_000;
let server: InMemoryServer;
let device: TestDevice;
let today: number;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  today = server.clock - (server.clock % DAY);
  device = createTestDevice(server);
});
afterEach(() => {
  device.engine.stop();
  device.db.close();
  vi.restoreAllMocks();
});

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

async function loaded(spec: ReturnType<typeof siteScope>) {
  const release = device.engine.openScope(spec);
  await vi.waitFor(async () => {
    expect((await device.db.scopes.get(scopeId(spec)))?.status).toBe('ready');
  });
  await device.engine.settle();
  return release;
}

describe('storage', () => {
  it('recognises QuotaExceededError, also wrapped by Dexie', () => {
    expect(isQuotaExceeded(quotaError())).toBe(true);
    expect(isQuotaExceeded(new Dexie.AbortError('aborted', quotaError()))).toBe(true);
    expect(isQuotaExceeded(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaExceeded(new Error('other'))).toBe(false);
  });

  it('evicts only confirmed rows outside every open scope, and forgets closed scopes', async () => {
    const north = server.signIn('acme#north#jhb', 'north', today + 1);
    const south = server.signIn('acme#south#cpt', 'south', today + 2);
    const pendingSouth = server.signIn('acme#south#cpt', 'queued', today + 3);
    await loaded(siteScope('acme#north', today, OPEN_END));
    const releaseSouth = await loaded(siteScope('acme#south', today, OPEN_END));
    expect(await device.db.visitorLog.count()).toBe(3);
    server.reachable = false;
    await device.engine.mutate('visitors.signOut', {
      EntityHierarchy: pendingSouth.EntityHierarchy,
      evtTimeStampProfileID: pendingSouth.evtTimeStampProfileID,
      evtTimeStampOut: today + 10,
      evtTZOffsetOut: 0,
      evtTimeZoneOut: 'UTC',
    });
    releaseSouth();

    const open = [scopeId(siteScope('acme#north', today, OPEN_END))];
    expect(await evictOutsideOpenScopes(device.db, open)).toBe(1);
    const left = (await device.db.visitorLog.toArray()).map((r) => r.ProfileId).sort();
    expect(left).toEqual([north.ProfileId, pendingSouth.ProfileId].sort());
    expect(left).not.toContain(south.ProfileId);
    expect((await device.db.scopes.toArray()).map((s) => s.id)).toEqual(open);
    expect(await device.db.outbox.count()).toBe(1);
  });

  it('shows storageFull when a write runs out of space, cleared by freeing space', async () => {
    const visitor = server.signIn('acme#north#jhb', 'v1', today + 1);
    await loaded(siteScope('acme#north', today, OPEN_END));
    vi.spyOn(device.db.outbox, 'add').mockRejectedValueOnce(quotaError());
    const ref = {
      EntityHierarchy: visitor.EntityHierarchy,
      evtTimeStampProfileID: visitor.evtTimeStampProfileID,
    };
    await expect(device.engine.mutate('visitors.revertSignOut', ref)).rejects.toThrow();
    expect(device.engine.getStatus().storageFull).toBe(true);
    expect(await device.db.outbox.count()).toBe(0);
    await device.engine.freeUpSpace();
    expect(device.engine.getStatus().storageFull).toBe(false);
    // The database keeps what the open scope shows.
    expect(await device.db.visitorLog.count()).toBe(1);
  });
});
