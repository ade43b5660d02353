import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.ts';

/**
 * The server suites against real servers (started by tests/compat/run.ts): every server test,
 * including the `*.compat.test.ts` files the default run leaves out, each file on an empty
 * PostgreSQL database of its own.
 */
export default defineConfig({
  ...base,
  root: resolve(import.meta.dirname, '../..'),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'compat',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          setupFiles: ['tests/compat/realServers.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
