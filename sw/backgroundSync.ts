/** The Background Sync tag the client registers when outbox rows wait for a connection. */
export const OUTBOX_SYNC_TAG = 'gatehouse-outbox';

/** The Background Sync event (not yet in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Runs the outbox flush when the browser fires Background Sync for the outbox. The session cookie
 * authenticates the flush's requests. A rejected flush makes the browser try again later.
 */
export function listenForBackgroundSync(
  scope: ServiceWorkerGlobalScope,
  flush: () => Promise<unknown>,
): void {
  scope.addEventListener('sync', (event) => {
    const syncEvent = event as SyncEvent;
    if (syncEvent.tag === OUTBOX_SYNC_TAG) {
      syncEvent.waitUntil(flush());
    }
  });
}
