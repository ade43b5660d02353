import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacros } from './scripts/linguiMacrosPlugin.ts';
import { webManifest } from './src/app/webManifest.ts';

const backend = `http://localhost:${process.env.PORT ?? 8080}`;

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
        // The service worker imports the outbox, whose mutators carry `msg` labels.
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
  build: { target: 'es2022', sourcemap: true },
});
