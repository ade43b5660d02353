/**
 * Paths the server answers itself: the server never answers them with the app's index.html
 * (server/static/pwa.ts), and the service worker sends a navigation there to the network, never
 * to the precached shell (sw/navigation.ts).
 */
export const SERVER_PATHS = [
  '/api',
  '/auth',
  '/oidc',
  '/mqtt',
  '/blobs',
  '/location-logos',
  '/env',
  '/kiosk-api',
] as const;
