import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths the server answers itself: a navigation there must reach the network, never the shell. */
export const SERVER_PATHS = [
  '/api',
  '/auth',
  '/oidc',
  '/mqtt',
  '/blobs',
  '/location-logos',
  '/env',
] as const;

export const serverPathPattern = new RegExp(
  `^(${SERVER_PATHS.map((path) => path.replace('/', '\\/')).join('|')})(\\/|$|\\?)`,
);

/** Every other navigation gets the precached `index.html`; the client router takes it from there. */
export function routeNavigationsToShell(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [serverPathPattern],
    }),
  );
}
