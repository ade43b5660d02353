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
