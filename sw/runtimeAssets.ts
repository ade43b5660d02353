import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

export const RUNTIME_ASSETS_CACHE = 'gatehouse-runtime-assets';

/** The build's files: content-hashed, so a stored copy is never stale. */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/**
 * The built files the precache leaves out (vite.config.ts, `ONLINE_ONLY_CHUNKS`: MQTT, online-only
 * pages, the spreadsheet reader, the catalogs of other languages) are kept the first time they are
 * fetched, so a page or language used once online opens offline too. Precached files never reach
 * this route (the precache's route is registered first). Old versions' files leave by age.
 */
export function cacheBuiltAssetsOnUse(origin: string): void {
  registerRoute(
    ({ url }) => isBuiltAsset(url, origin),
    new CacheFirst({
      cacheName: RUNTIME_ASSETS_CACHE,
      plugins: [
        new ExpirationPlugin({
          maxEntries: 120,
          maxAgeSeconds: 60 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
