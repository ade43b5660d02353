import { readFileSync } from 'node:fs';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogLocales } from './lingui.config.ts';
import { directoryTemplates } from './scripts/directoryTemplatesPlugin.ts';
import { linguiMacros } from './scripts/linguiMacrosPlugin.ts';
import { splitCatalogs } from './scripts/splitCatalogsPlugin.ts';
import { webManifest } from './src/app/webManifest.ts';

/**
 * False for the app's own modules (see build.rolldownOptions), the default for the rest and for
 * src/zodWithoutEval.ts, which is imported for its effect alone.
 */
function ownModulesArePure(id: string): boolean | undefined {
  if (id.endsWith('/src/zodWithoutEval.ts')) return undefined;
  return /\/(src|contract)\//.test(id) && !id.includes('/node_modules/') ? false : undefined;
}

const LAZY_SCROLL_CONTAINER = '\0lazy-table-scroll-container';

/**
 * Mantine's Table carries Table.ScrollContainer, which brings ScrollArea and floating-ui (about
 * 20 KiB gzip) into every page with a table, though the app never uses it. Within Table.mjs only,
 * it becomes a lazy component that loads the real one the first time it renders.
 */
function lazyTableScrollContainer(): Plugin {
  let real = '';
  return {
    name: 'gatehouse:lazy-table-scroll-container',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== './TableScrollContainer.mjs' || !importer?.endsWith('/Table/Table.mjs')) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      real = resolved.id;
      return LAZY_SCROLL_CONTAINER;
    },
    load(id) {
      if (id !== LAZY_SCROLL_CONTAINER) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        `const Real = lazy(() => import(${JSON.stringify(real)}).then((m) => ({ default: m.TableScrollContainer })));`,
        'export function TableScrollContainer(props) {',
        '  return createElement(Suspense, { fallback: null }, createElement(Real, props));',
        '}',
      ].join('\n');
    },
  };
}

/**
 * The features' first paints (src/kit/firstPaint/recipe.ts defineFirstPaint): each module exports
 * `firstPaint`. The startup script (src/firstPaint) is called with them by the entry made here,
 * so it imports no feature.
 */
const FIRST_PAINT_RECIPES = ['src/features/visitors/firstPaint/recipe.ts'];
const FIRST_PAINT_ENTRY = '/@gatehouse/first-paint-entry.ts';

/** The startup script's entry: it starts the first paint with every registered recipe. */
function firstPaintEntryCode(prefix: string): string {
  const imports = FIRST_PAINT_RECIPES.map(
    (file, index) => `import { firstPaint as recipe${index} } from '${prefix}${file}';`,
  );
  const recipes = FIRST_PAINT_RECIPES.map((_, index) => `recipe${index}`).join(', ');
  return [
    `import { startFirstPaint } from '${prefix}src/firstPaint/startFirstPaint.ts';`,
    ...imports,
    `startFirstPaint([${recipes}]);`,
  ].join('\n');
}
/** The app's entry module tag Vite writes into index.html. */
const APP_ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The first paint (src/firstPaint, src/kit/firstPaint): a small classic script, bundled on its own (no chunk shared
 * with the app), inline at the top of index.html's head. It draws the log's newest rows from the local database
 * and then starts the app: the app's entry becomes a modulepreload (fetched and compiled at once,
 * run when the first paint imports it). In development the dev server runs both as modules.
 */
function firstPaintScript(): Plugin {
  let code = '';
  return {
    name: 'gatehouse:first-paint',
    async buildStart() {
      if (this.meta.watchMode) return;
      const result = await esbuild({
        stdin: {
          contents: firstPaintEntryCode('./'),
          resolveDir: import.meta.dirname,
          sourcefile: 'first-paint-entry.ts',
          loader: 'ts',
        },
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        write: false,
        logLevel: 'warning',
      });
      code = result.outputFiles[0]?.text ?? '';
    },
    resolveId(id) {
      return id === FIRST_PAINT_ENTRY ? id : null;
    },
    load(id) {
      return id === FIRST_PAINT_ENTRY ? firstPaintEntryCode('/') : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server) {
          return [
            {
              tag: 'script',
              attrs: { type: 'module', src: FIRST_PAINT_ENTRY },
              injectTo: 'body',
            },
          ];
        }
        const entry = APP_ENTRY_TAG.exec(html);
        if (!entry) throw new Error('first paint: no app entry script in index.html');
        const preload = `<link rel="modulepreload" crossorigin href="${entry[1]}" data-app-entry>`;
        // Inline, first in the head: its reads start before the stylesheet and the body arrive
        // (a script after a stylesheet waits for it). The server's CSP hashes inline scripts.
        const script = `<script>${code.replaceAll('</script', '<\\/script')}</script>`;
        return html.replace(entry[0], preload).replace('</title>', `</title>\n    ${script}`);
      },
    },
  };
}

const backend = `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * Built files left out of the service worker's precache: each needs the network to be of use, so
 * precaching it would only make every install and update download more (bench/budgets.json limits
 * the precache). The service worker keeps each the first time it is fetched (sw/runtimeAssets.ts),
 * and a page whose code is not on the device says it needs a connection (RouteErrorPage).
 * - mqtt.esm: imported only to connect (src/sync/live/connectMqtt.ts); two copies of ~330 KB.
 * - ApiKeysPage, GuidesPage, ImportModal (the directory's bulk import), spreadsheetWorker: pages
 *   and tools that work only online.
 * - messages-<locale>: the catalogs of languages other than the source language; a device keeps
 *   the one it uses from its first start online (the app loads it at every start).
 */
const ONLINE_ONLY_CHUNKS = [
  'mqtt.esm',
  'ApiKeysPage',
  'GuidesPage',
  'ImportModal',
  'spreadsheetWorker',
  // settings/notifications (customNotificationProcessor is online only) and its dialogs.
  'NotificationsPage',
  'NotificationFormModal',
  'DeleteNotificationModal',
  // settings/account: location settings, branding and custom fields are saved online only.
  'AccountSettingsPage',
  ...catalogLocales.filter((locale) => locale !== 'en-GB').map((locale) => `messages-${locale}`),
];

/** Catalog chunks named by language (messages-de-later-<hash>.js), so the precache can tell them apart. */
function catalogChunkName(chunk: { facadeModuleId: string | null }): string {
  const catalog = /[\\/]locales[\\/]([^\\/]+)[\\/]messages\.po\?(\w+)$/.exec(
    chunk.facadeModuleId ?? '',
  );
  return catalog
    ? `assets/messages-${catalog[1]}-${catalog[2]}-[hash].js`
    : 'assets/[name]-[hash].js';
}

/** package.json's version, the app's APP_VERSION (src/config/appVersion.ts). */
const appVersion: string = JSON.parse(
  readFileSync(`${import.meta.dirname}/package.json`, 'utf8'),
).version;

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    firstPaintScript(),
    lazyTableScrollContainer(),
    directoryTemplates(),
    react(),
    linguiMacros(),
    lingui(),
    // The catalogs' first part holds what the first page shows; the rest load beside it, and
    // every other page and lazy part waits for them (scripts/splitCatalogsPlugin.ts).
    splitCatalogs({
      root: import.meta.dirname,
      firstPages: ['src/features/visitors/VisitorLogPage.tsx'],
      gate: 'src/i18n/allMessages.ts',
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeManifestIcons: false,
      injectManifest: {
        // The service worker imports the outbox, whose mutators carry `msg` labels.
        buildPlugins: { vite: [linguiMacros()] },
        // A classic script, as the worker is registered: an ES build keeps Vite's preload helper
        // around the lazy imports it inlines (the API client's operation schemas), and its
        // import.meta fails the worker's evaluation.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        globIgnores: ONLINE_ONLY_CHUNKS.map((name) => `**/${name}-*.js`),
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  // The sync worker (src/sync/worker/syncWorker.ts) imports the mutators, whose labels are `msg`.
  worker: {
    format: 'es',
    plugins: () => [linguiMacros()],
    rolldownOptions: {
      output: {
        // In a chunk of its own, the worker's entry imports it before the chunk of the schemas
        // (inlined into the entry it would run after them: see src/zodWithoutEval.ts).
        codeSplitting: {
          groups: [{ name: 'zodWithoutEval', test: /[\\/]src[\\/]zodWithoutEval\.ts$/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      // Not a plain prefix: /authenticate is the app's own sign-in page.
      '^/auth/': backend,
      '/oidc': backend,
      '/env': backend,
      '/blobs': backend,
      '/location-logos': backend,
      '/mqtt': { target: backend, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the size budget check (tests/budget, bench/budgets.json).
    manifest: true,
    // No preload helper around dynamic imports: it writes a <link rel="modulepreload"> per
    // dependency into the head at every import, and at 4× CPU that DOM work made the cold start's
    // longest tasks (bench offline-cold-start-interactive: worst 1,580 -> 1,479 ms). Chunks come
    // from the service worker's cache, where the browser's own fetch of a chunk's imports costs
    // little; a first visit online fetches them level by level.
    modulePreload: false,
    rolldownOptions: {
      // The app's own modules (src/, contract/) run nothing on import that another module relies
      // on: a module none of whose exports a chunk uses is left out, even when a barrel (kit,
      // contract) re-exports it, so a chunk carries only what it uses (bench/budgets.json).
      treeshake: { moduleSideEffects: ownModulesArePure },
      output: {
        chunkFileNames: catalogChunkName,
        codeSplitting: {
          groups: [
            // What the entry imports statically, in one chunk: fewer requests, better compression.
            { name: 'initial', tags: ['$initial'] },
            // The kiosk's contract (pairing, heartbeat) with the devices' one, which imports it:
            // on its own it was one more chunk in every graph of the operations' schemas.
            {
              name: 'resources',
              test: /[\\/]contract[\\/](resources|kioskPairing)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // Popovers, menus and tooltips (floating-ui) load only with what shows them.
            {
              name: 'floating-ui',
              test: /[\\/]@floating-ui[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
