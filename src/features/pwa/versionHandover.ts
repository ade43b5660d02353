/**
 * What stops before a new service worker version takes over. While the browser swaps the versions
 * it stops the outgoing one; any request from this tab that arrives then (the sync worker retries
 * every few seconds while offline) starts it again, and Chromium keeps a restarted version until it
 * has been idle (with DevTools attached, as in the end-to-end tests, for its 5-minute limit): the
 * new version waits and the page does not reload. So the tab's network work stops first; queued
 * changes stay in the outbox for the reloaded page.
 *
 * The prompt lives at the app root; the signed-in shell registers its sync engine here.
 */
const stops = new Set<() => void>();

/** Registers how to stop this tab's network work for an update; returns the unregistration. */
export function onVersionHandover(stop: () => void): () => void {
  stops.add(stop);
  return () => {
    stops.delete(stop);
  };
}

/** Stops everything registered (the user accepted the update). */
export function prepareVersionHandover(): void {
  for (const stop of [...stops]) stop();
}

/**
 * Accepts the waiting version and reloads once it controls the page. vite-plugin-pwa reloads by
 * itself only when the page was already controlled when it loaded, not in the session that first
 * installed the service worker; listening for the controller change covers both. The tab's sync
 * stops first, so no request of ours starts the outgoing version again (see above).
 */
export function switchToNewVersion(
  updateServiceWorker: () => Promise<void>,
  serviceWorkers: EventTarget = navigator.serviceWorker,
): void {
  serviceWorkers.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  prepareVersionHandover();
  void updateServiceWorker();
}
