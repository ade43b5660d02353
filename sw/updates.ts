/** The message the page sends (through workbox-window) when the user accepts an update. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE
  );
}

/**
 * A new version waits until the page asks it to take over: updates are prompted, never applied by
 * surprise (DESIGN.md §4).
 */
export function listenForSkipWaiting(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) {
      void scope.skipWaiting();
    }
  });
}
