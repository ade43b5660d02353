export type ConnectionState = 'online' | 'offline' | 'reconnecting';

export interface ScopeStatus {
  status: 'loading' | 'ready' | 'error';
  lastSyncedAt: number | null;
  error?: string;
}

export interface SyncStatus {
  connection: ConnectionState;
  /** Only the leader tab talks to the server; followers mirror its connection state. */
  role: 'leader' | 'follower';
  pending: number;
  rejected: number;
  /** The outbox waits for the user to sign in again. */
  authRequired: boolean;
  /** A write failed because the device is out of storage (blocking until space is freed). */
  storageFull: boolean;
  scopes: Record<string, ScopeStatus>;
}

/** Before the engine has looked: no leader yet, nothing counted. */
export const STARTING_STATUS: SyncStatus = {
  connection: 'reconnecting',
  role: 'follower',
  pending: 0,
  rejected: 0,
  authRequired: false,
  storageFull: false,
  scopes: {},
};

export type StatusListener = (status: SyncStatus) => void;

export interface StatusStore {
  get(): SyncStatus;
  update(patch: Partial<SyncStatus>): void;
  subscribe(listener: StatusListener): () => void;
}

export function createStatusStore(initial: SyncStatus): StatusStore {
  let status = initial;
  const listeners = new Set<StatusListener>();
  return {
    get: () => status,
    update(patch) {
      const next = { ...status, ...patch };
      const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some(
        (k) => JSON.stringify(next[k]) !== JSON.stringify(status[k]),
      );
      if (!changed) return;
      status = next;
      for (const listener of listeners) listener(status);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
