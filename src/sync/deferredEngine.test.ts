import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_END } from '../../contract/primitives.ts';
import { createApiClient } from '../api/apiClient.ts';
import { GatehouseDatabase } from '../db/database.ts';
import { createDeferredSyncEngine } from './deferredEngine.ts';
import type { SyncEngine, SyncEngineOptions } from './engine.ts';
import * as engineModule from './engine.ts';
import { STARTING_STATUS, type SyncStatus } from './status.ts';
import { siteScope } from './testing/harness.ts';
import { InMemoryServer } from './testing/inMemoryServer.ts';

const DAY = 86_400_000;
let server: InMemoryServer;
let db: GatehouseDatabase;
let engine: SyncEngine;
let today: number;
/** Engines the real module created: the deferred one must create one, or none once stopped. */
let created: number;
let releaseLoad: () => void;

function options(): SyncEngineOptions {
  return {
    db,
    api: createApiClient({ fetch: server.fetch, now: () => server.clock }),
    organisationId: server.organisationId,
    mqttConnect: server.broker.connect,
    mqttUrl: 'ws://test/mqtt',
    locks: null,
    now: () => server.clock,
    random: () => 0,
  };
}

/** The real engine module, handed over when the test says so. */
function heldEngine(): SyncEngine {
  const loaded = new Promise<void>((resolve) => {
    releaseLoad = resolve;
  });
  return createDeferredSyncEngine(options(), async () => {
    await loaded;
    return {
      createSyncEngine: (engineOptions) => {
        created += 1;
        return engineModule.createSyncEngine(engineOptions);
      },
    };
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = new InMemoryServer();
  today = server.clock - (server.clock % DAY);
  db = new GatehouseDatabase(`deferred-${Math.random()}`);
  created = 0;
  engine = heldEngine();
});
afterEach(() => {
  engine.stop();
  db.close();
  vi.restoreAllMocks();
});

describe('the deferred sync engine', () => {
  it('keeps scopes and status listeners until the engine loads, then hands them over', async () => {
    server.signIn('acme#north#jhb', 'p1', today + 1000);
    const statuses: SyncStatus[] = [];
    engine.subscribeStatus((status) => statuses.push(status));
    engine.openScope(siteScope('acme#north', today, OPEN_END));
    expect(engine.getStatus()).toBe(STARTING_STATUS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await db.visitorLog.count()).toBe(0);
    expect(created).toBe(0);

    releaseLoad();
    await vi.waitFor(async () => {
      expect((await db.visitorLog.toArray()).map((r) => r.ProfileId)).toEqual(['p1']);
    });
    await engine.settle();
    expect(created).toBe(1);
    expect(engine.getStatus()).not.toBe(STARTING_STATUS);
    expect(statuses.at(-1)).toEqual(engine.getStatus());
  });

  it('drops a scope released before the engine loaded', async () => {
    server.signIn('acme#north#jhb', 'p1', today + 1000);
    const release = engine.openScope(siteScope('acme#north', today, OPEN_END));
    release();
    releaseLoad();
    await engine.settle();
    expect(await db.scopes.count()).toBe(0);
    expect(await db.visitorLog.count()).toBe(0);
  });

  it('runs a call made before the engine loaded once it has', async () => {
    let flushed = false;
    const flush = engine.flush().then((result) => {
      flushed = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flushed).toBe(false);
    releaseLoad();
    await flush;
    expect(flushed).toBe(true);
    expect(created).toBe(1);
  });

  it('never starts an engine stopped before it loaded', async () => {
    const settled = engine.settle();
    engine.stop();
    releaseLoad();
    await expect(settled).rejects.toThrow(/stopped before it loaded/);
    expect(created).toBe(0);
  });
});
