import { SERVER_PATHS } from '../contract/serverPaths.ts';

/** One rule of the Service Worker Static Routing API (Chromium 123+): `source: 'network'` only. */
interface NetworkRouterRule {
  condition: { urlPattern: unknown };
  source: 'network';
}

/** The install event where the browser has the Static Routing API. */
interface InstallEventWithRoutes extends ExtendableEvent {
  addRoutes?: (rules: NetworkRouterRule[]) => Promise<void>;
}

type UrlPatternConstructor = new (init: { pathname: string }) => unknown;

/** The server's own paths (`/api`, `/auth`, …) as path patterns, with and without a sub-path. */
export function serverPathPatterns(): string[] {
  return SERVER_PATHS.map((path) => `${path}{/*}?`);
}

/**
 * The server's own paths go straight to the network, without waking this worker: it never answers
 * them (data lives in Dexie, not in a cache), and a request it does not answer still starts it and
 * counts as its work.
 *
 * That work is what held updates back. When the user accepts a new version, Chromium swaps the
 * versions only once the outgoing one is idle: it stops it, and a request arriving meanwhile starts
 * it again as a fresh worker that is no longer marked for the swap, so the swap waits for that
 * worker's idle timeout (never, while DevTools is attached) or Chromium's five-minute limit. A
 * signed-in page calls the API every few seconds (sync retries, the broker's credentials), so on a
 * slow device one of those calls regularly fell into that moment. With these routes only the shell's
 * own files (precached, and loaded by then) reach the outgoing worker.
 *
 * Browsers without the API (and older Chromium) keep today's behaviour: the worker sees the request
 * and lets it through.
 */
export function routeServerPathsPastWorker(scope: ServiceWorkerGlobalScope): void {
  const UrlPattern = (globalThis as { URLPattern?: UrlPatternConstructor }).URLPattern;
  if (!UrlPattern) return;
  scope.addEventListener('install', (event) => {
    const install = event as InstallEventWithRoutes;
    if (typeof install.addRoutes !== 'function') return;
    const rules = serverPathPatterns().map(
      (pathname): NetworkRouterRule => ({
        condition: { urlPattern: new UrlPattern({ pathname }) },
        source: 'network',
      }),
    );
    install.waitUntil(
      install.addRoutes(rules).catch((error: unknown) => {
        console.warn('Static routes not installed; the worker sees server requests', error);
      }),
    );
  });
}
