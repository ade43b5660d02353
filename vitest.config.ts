import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/linguiMacrosPlugin.ts';
import { splitCatalogs } from './scripts/splitCatalogsPlugin.ts';

export default defineConfig({
  plugins: [
    react(),
    linguiMacros(),
    lingui(),
    // Outside a build the first part is the whole catalog (the split is the build's).
    splitCatalogs({
      root: import.meta.dirname,
      firstPages: [],
      gate: 'src/i18n/allMessages.ts',
    }),
  ],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'contract/**/*.test.ts',
            'tests/property/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/client.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/budget/**/*.test.ts'],
          // Real PostgreSQL and Mosquitto only: `npm run test:compat` (tests/compat/run.ts).
          exclude: ['server/**/*.compat.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
