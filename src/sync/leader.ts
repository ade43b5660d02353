import { log } from '../log/consoleOutput.ts';
/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
}

export interface LeaderElection {
  /** Releases the lock (or stops waiting for it). */
  stop(): void;
}

/**
 * Runs `onLeader` once this tab holds the lock; the lock is held for the tab's life, so when the
 * leader tab closes the browser releases it and a waiting tab takes over. Without Web Locks
 * every tab leads (the Idempotency-Key keeps double sends harmless).
 */
export function electLeader(
  name: string,
  onLeader: () => void,
  locks: LockManagerLike | null,
): LeaderElection {
  if (!locks) {
    onLeader();
    return { stop() {} };
  }
  const abort = new AbortController();
  let release: (() => void) | null = null;
  locks
    .request(name, { signal: abort.signal }, () => {
      if (abort.signal.aborted) return Promise.resolve();
      onLeader();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch((error: unknown) => {
      if (!abort.signal.aborted) log.error('Sync leader election failed', error);
    });
  return {
    stop() {
      abort.abort();
      release?.();
    },
  };
}
