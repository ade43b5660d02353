import { registerRoute } from 'workbox-routing';

/** Cache of the last environment files (`/env/{host}.json`) the server answered. */
export const ENVIRONMENT_CACHE = 'gatehouse-environment';

declare const self: ServiceWorkerGlobalScope;

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(ENVIRONMENT_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: ENVIRONMENT_CACHE });
    if (cached) {
      return cached;
    }
    throw error;
  }
}

/**
 * The environment file is configuration, not data: the app needs it to start, so the last answer is
 * kept for starting offline. The network always wins when it answers.
 */
export function routeEnvironmentFiles(): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      url.pathname.startsWith('/env/'),
    ({ request }) => networkFirst(request),
  );
}
