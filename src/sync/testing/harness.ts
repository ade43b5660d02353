import { createApiClient } from '../../api/apiClient.ts';
import { GatehouseDatabase } from '../../db/database.ts';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../engine.ts';
import type { ScopeSpec } from '../scopes.ts';
import type { InMemoryServer } from './inMemoryServer.ts';

let counter = 0;

export interface TestDevice {
  engine: SyncEngine;
  db: GatehouseDatabase;
  clock: { now: number };
}

/** An engine wired to the in-memory server and its broker, on a fresh fake-indexeddb database. */
export function createTestDevice(
  server: InMemoryServer,
  overrides: Partial<SyncEngineOptions> & { dbName?: string } = {},
): TestDevice {
  counter += 1;
  const db = new GatehouseDatabase(overrides.dbName ?? `test-${counter}-${Math.random()}`);
  const clock = { now: server.clock };
  const engine = createSyncEngine({
    db,
    api: createApiClient({ fetch: server.fetch, now: () => clock.now }),
    organisationId: server.organisationId,
    mqttConnect: server.broker.connect,
    mqttUrl: 'ws://test/mqtt',
    locks: null,
    now: () => clock.now,
    random: () => 0,
    ...overrides,
  });
  return { engine, db, clock };
}

export const SITES = ['acme#north#jhb', 'acme#north#pta', 'acme#south#cpt'];

export function siteScope(root: string, beginTime: number, endTime: number): ScopeSpec {
  return {
    family: 'visitorLog',
    root,
    hierarchies: SITES.filter((h) => h === root || h.startsWith(`${root}#`)),
    beginTime,
    endTime,
  };
}

/**
 * Resolves once the engine's status satisfies `reached`, checked now and at every change of it
 * (the status follows the database through a live query). It has no deadline of its own: the
 * test's timeout bounds it, so a slow machine makes the test slower, never wrong.
 */
export function untilStatus(
  engine: SyncEngine,
  reached: (status: ReturnType<SyncEngine['getStatus']>) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    if (reached(engine.getStatus())) return resolve();
    const stop = engine.subscribeStatus((status) => {
      if (!reached(status)) return;
      stop();
      resolve();
    });
  });
}

/** The engine is online and every scope it has opened is loaded. */
export const loadedAndOnline = (status: ReturnType<SyncEngine['getStatus']>): boolean => {
  const scopes = Object.values(status.scopes);
  return (
    status.connection === 'online' &&
    scopes.length > 0 &&
    scopes.every((scope) => scope.status === 'ready')
  );
};
