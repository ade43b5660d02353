import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_PATHS } from '../contract/serverPaths.ts';

/** A navigation to a server path must reach the network, never the shell. */
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
