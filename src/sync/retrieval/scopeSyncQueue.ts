import type { SyncMode, SyncOutcome } from './scopeSync.ts';

export type SyncOne = (scopeId: string, mode: SyncMode) => Promise<SyncOutcome>;

interface ScopeQueue {
  running: Promise<SyncOutcome>;
  /** The one retrieval after the running one, shared by everyone who asked meanwhile. */
  next: Promise<SyncOutcome> | null;
  nextMode: SyncMode;
}

/**
 * One retrieval per scope at a time, and at most one more waiting. Without it every trigger
 * (each scope a page opens, the retry timer, coming online, the live (re)subscription) ran a pass
 * of its own over every open scope, and a phone coming back online had ten and more passes over
 * the same scopes competing, taking tens of seconds to catch up. A request while a retrieval runs
 * gets the one after it (the running one's snapshot may predate what prompted the request);
 * every request until that one starts shares it, 'full' winning over 'catch-up'.
 */
export function createScopeSyncQueue(syncOne: SyncOne): SyncOne {
  const queues = new Map<string, ScopeQueue>();

  const start = (scopeId: string, mode: SyncMode): Promise<SyncOutcome> => {
    const queue: ScopeQueue = { running: syncOne(scopeId, mode), next: null, nextMode: mode };
    queues.set(scopeId, queue);
    const done = () => {
      if (queue.next === null && queues.get(scopeId) === queue) queues.delete(scopeId);
    };
    queue.running.then(done, done);
    return queue.running;
  };

  return (scopeId, mode) => {
    const queue = queues.get(scopeId);
    if (!queue) return start(scopeId, mode);
    if (queue.next) {
      if (mode === 'full') queue.nextMode = 'full';
      return queue.next;
    }
    queue.nextMode = mode;
    const after = () => start(scopeId, queue.nextMode);
    queue.next = queue.running.then(after, after);
    return queue.next;
  };
}
