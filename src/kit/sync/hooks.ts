import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../api/apiClient.ts';
import type { GatehouseDatabase, OutboxRow, ScopeRow } from '../../db/database.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import type { ArgsOf, MutatorName } from '../../sync/mutators/index.ts';
import { type ScopeSpec, scopeId } from '../../sync/scopes.ts';
import type { SyncStatus } from '../../sync/status.ts';
import { estimateStorage, type StorageEstimate } from '../../sync/storageEstimate.ts';
import { useStoreInTransition } from '../../ui/useStoreInTransition.ts';
import { useSyncContext } from './SyncContext.ts';
import { useLiveRead } from './useLiveRead.ts';

/**
 * The user's database, for code that runs after the first rows (effects, event handlers of pages
 * other than the first). Throws while the database layer loads: a view reads through the kit's
 * live hooks, which wait for it.
 */
export function useDatabase(): GatehouseDatabase {
  const { db } = useSyncContext();
  if (!db) throw new Error('useDatabase: the database layer has not loaded yet');
  return db;
}

/** The user's database, or null while the database layer (Dexie) loads on a cold start. */
export function useLoadedDatabase(): GatehouseDatabase | null {
  return useSyncContext().db;
}

/** The API client for online-only operations (see useOnlineOperation). */
export function useApiClient(): ApiClient {
  const { api } = useSyncContext();
  if (!api) throw new Error('useApiClient: this SyncProvider has no API client');
  return api;
}

export function useSyncEngine(): SyncEngine {
  return useSyncContext().engine;
}

/** The engine's status; a change renders as a transition (useStoreInTransition). */
export function useSyncStatus(): SyncStatus {
  const engine = useSyncEngine();
  return useStoreInTransition(engine.subscribeStatus, engine.getStatus);
}

/**
 * Mirrors a scope while the component is mounted and returns its row (status, lastSyncedAt),
 * undefined until the row exists.
 */
export function useScope(spec: ScopeSpec, enabled = true): ScopeRow | undefined {
  const { db, engine } = useSyncContext();
  const id = scopeId(spec);
  const hierarchies = spec.hierarchies.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope is identified by id + hierarchies
  useEffect(
    () =>
      enabled
        ? engine.openScope({ ...spec, hierarchies: hierarchies ? hierarchies.split('|') : [] })
        : undefined,
    [engine, id, hierarchies, enabled],
  );
  return useLiveRead(enabled ? db : null, (loaded) => loaded.scopes.get(id), [id]);
}

/** A stable text naming a list of scopes (ids and locations), for effect dependencies. */
function scopesKey(specs: readonly ScopeSpec[]): string {
  return JSON.stringify(specs.map((spec) => [scopeId(spec), spec.hierarchies]));
}

/**
 * Mirrors every scope of `specs` while the component is mounted (the engine loads each and keeps
 * it live, and catches up after each reconnect): for data a page needs before it is opened, such
 * as the evacuation pack. Scopes that stay in the list stay open across re-renders.
 */
export function useOpenScopes(specs: readonly ScopeSpec[]): void {
  const engine = useSyncEngine();
  const key = scopesKey(specs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scopes are identified by key
  useEffect(() => {
    const releases = specs.map((spec) => engine.openScope({ ...spec }));
    return () => {
      for (const release of releases) release();
    };
  }, [engine, key]);
}

/**
 * The stored rows (status, lastSyncedAt) of some scopes without opening them, in the order given
 * (undefined for a scope never opened on this device); undefined until read.
 */
export function useScopeRows(specs: readonly ScopeSpec[]): (ScopeRow | undefined)[] | undefined {
  const db = useLoadedDatabase();
  const ids = specs.map(scopeId).join('\n');
  return useLiveRead(db, (loaded) => loaded.scopes.bulkGet(ids ? ids.split('\n') : []), [ids]);
}

/** Queues a mutation through the outbox (optimistic locally, sent when online). */
export function useMutator(): <N extends MutatorName>(name: N, args: ArgsOf<N>) => Promise<void> {
  const engine = useSyncEngine();
  return useCallback(
    async <N extends MutatorName>(name: N, args: ArgsOf<N>) => {
      await engine.mutate(name, args);
    },
    [engine],
  );
}

/** Mutations waiting to be sent, in queue order (the order the outbox sends them). */
export function usePendingMutations(): OutboxRow[] | undefined {
  const db = useLoadedDatabase();
  return useLiveRead(
    db,
    (loaded) => loaded.outbox.where('status').equals('pending').sortBy('seq'),
    [],
  );
}

/** Mutations the server refused, oldest first ("not applied"). */
export function useRejectedMutations(): OutboxRow[] | undefined {
  const db = useLoadedDatabase();
  return useLiveRead(
    db,
    (loaded) => loaded.outbox.where('status').equals('rejected').sortBy('seq'),
    [],
  );
}

const ESTIMATE_EVERY_MS = 60_000;

/**
 * The browser's storage estimate for this site (usage, quota, persisted), refreshed every minute
 * and whenever the storage-full state changes; null until known or where the browser has none.
 */
export function useStorageEstimate(): StorageEstimate | null {
  const { storageFull } = useSyncStatus();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: storageFull changing re-measures
  useEffect(() => {
    let active = true;
    const measure = () =>
      estimateStorage()
        .then((next) => active && setEstimate(next))
        .catch(() => {});
    void measure();
    const timer = setInterval(measure, ESTIMATE_EVERY_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [storageFull]);
  return estimate;
}
