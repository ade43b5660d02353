/**
 * What stops before a new service worker version takes over. Chromium swaps the versions only when
 * the outgoing one is idle: it stops it, and any request from this tab that reaches it meanwhile
 * starts it again as a fresh worker no longer marked for the swap, which then keeps the new version
 * waiting until it idles out (never with DevTools attached, as in the end-to-end tests) or for
 * Chromium's 5-minute limit; the page does not reload. The server's own paths (API, session,
 * environment) bypass the worker (sw/networkRoutes.ts); the tab's network work still stops first,
 * so nothing of ours is in flight during the swap; queued changes stay in the outbox for the
 * reloaded page.
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

/** What workbox-window sends, and sw/updates.ts listens for: the waiting version may take over. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** The parts of `navigator.serviceWorker` the hand-over uses. */
export type ServiceWorkers = Pick<
  ServiceWorkerContainer,
  'getRegistration' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Accepts the waiting version and reloads once, as soon as it has taken over: on the controller
 * change (also in the session that first installed the service worker, where vite-plugin-pwa does
 * not reload), or on the worker's own state where no controller change reaches this page. The tab's
 * sync stops first, so no request of ours starts the outgoing version again (see above). When no
 * version waits any more (another tab of this browser accepted it), or the registration cannot be
 * read, the reload alone brings whatever version is active.
 */
export async function switchToNewVersion(
  serviceWorkers: ServiceWorkers = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    serviceWorkers.removeEventListener('controllerchange', reloadOnce);
    reload();
  };
  serviceWorkers.addEventListener('controllerchange', reloadOnce);
  prepareVersionHandover();
  const waiting = await serviceWorkers.getRegistration().then(
    (registration) => registration?.waiting ?? null,
    () => null,
  );
  if (!waiting) {
    reloadOnce();
    return;
  }
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated' || waiting.state === 'redundant') reloadOnce();
  });
  waiting.postMessage(SKIP_WAITING);
}
