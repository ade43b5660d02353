import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

/**
 * Starts loading the chunks of the page the app opens on at once: the router would load them only
 * after the shell's guard has the session, one after the other.
 */
export function preloadOpenedPage(router: AnyRouter): void {
  const matched = new Set<string>(
    router.matchRoutes(router.latestLocation).map((match) => match.routeId),
  );
  const routes: AnyRoute[] = Object.values(router.routesById);
  for (const route of routes) {
    if (matched.has(route.id)) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
