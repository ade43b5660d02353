/// <reference lib="WebWorker" />
/**
 * Gatehouse's service worker (DESIGN.md §4), built by vite-plugin-pwa (injectManifest).
 *
 * - Precaches the shell, the chunks of every page that works offline and the source catalog, so
 *   those screens open offline after the first visit; the list is injected at build time as
 *   `self.__WB_MANIFEST`. What is left out (online-only pages, MQTT, the spreadsheet reader, other
 *   languages' catalogs) is cached on first use (runtimeAssets.ts).
 * - Serves `index.html` for navigations, except to the server's own paths.
 * - Never caches API answers: data lives in Dexie. The server's own paths bypass the worker
 *   altogether where the browser can route them (networkRoutes.ts), so updates take over promptly.
 * - Waits for the page to ask before taking over from an older version (prompted update).
 * - Flushes the outbox on Background Sync where the browser has it.
 */
import '../src/zodWithoutEval.ts';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { listenForBackgroundSync } from './backgroundSync.ts';
import { routeNavigationsToShell } from './navigation.ts';
import { routeServerPathsPastWorker } from './networkRoutes.ts';
import { flushOutboxInBackground } from './outboxSync.ts';
import { cacheBuiltAssetsOnUse } from './runtimeAssets.ts';
import { listenForSkipWaiting } from './updates.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
routeServerPathsPastWorker(self);
routeNavigationsToShell();
cacheBuiltAssetsOnUse(self.location.origin);
listenForSkipWaiting(self);
listenForBackgroundSync(self, flushOutboxInBackground);
clientsClaim();
