import type { SyncWorkerLike } from './workerLeaderRuntime.ts';

/** Set to '1' in localStorage to run the sync engine in the page (debugging, see docs/architecture.md). */
export const SYNC_IN_PAGE_KEY = 'gatehouse:sync-in-page';

/** True where the leader can run the sync engine in a module worker. */
export function syncWorkerAvailable(): boolean {
  if (typeof Worker === 'undefined') return false;
  try {
    return globalThis.localStorage?.getItem(SYNC_IN_PAGE_KEY) !== '1';
  } catch {
    return true;
  }
}

/** Starts the sync worker (its own chunk; Vite bundles it from this expression). */
export function startSyncWorker(): SyncWorkerLike {
  return new Worker(new URL('./syncWorker.ts', import.meta.url), {
    type: 'module',
    name: 'gatehouse-sync',
  });
}
