/** The Background Sync tag (sw/backgroundSync.ts listens for the same one). */
export const OUTBOX_SYNC_TAG = 'gatehouse-outbox';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the service worker for the outbox when connectivity returns. */
export function requestBackgroundFlush(): void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  container.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {
      // Background Sync is optional: without it the leader tab's triggers still flush.
    });
}
