import { useSyncExternalStore } from 'react';

/**
 * Changes still waiting to sync, for the update prompt. The prompt lives at the app root (so the
 * service worker registers on the very first page, signed in or not); the count comes from the
 * signed-in shell, which reports it here.
 */
let pending = 0;
const listeners = new Set<() => void>();

export function reportPendingChanges(count: number): void {
  if (count === pending) return;
  pending = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingChanges(): number {
  return useSyncExternalStore(subscribe, () => pending);
}
