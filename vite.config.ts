import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/webManifest.ts';

const backend = `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * Compiles Lingui macros (`msg`, `t`, <Trans>). A new instance per build: the service worker
 * imports the outbox, whose mutators carry `msg` labels, so its build needs one too.
 */
const linguiMacros = () =>
  babel({
    include: /\/(src|contract)\/.*\.[jt]sx?$/,
    plugins: ['@lingui/babel-plugin-lingui-macro'],
  });

export default defineConfig({
  plugins: [
    react(),
    linguiMacros(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeManifestIcons: false,
      injectManifest: {
        buildPlugins: { vite: [linguiMacros()] },
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      // Not a plain prefix: /authenticate is the app's own sign-in page.
      '^/auth/': backend,
      '/oidc': backend,
      '/env': backend,
      '/blobs': backend,
      '/mqtt': { target: backend, ws: true },
    },
  },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
