import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The eight catalogued languages of spec/frame.md §9; en-GB is the source and default. */
export const catalogLocales = ['en-GB', 'af', 'de', 'es', 'fr', 'nl', 'pt', 'ru'] as const;

export default defineConfig({
  sourceLocale: 'en-GB',
  locales: [...catalogLocales],
  fallbackLocales: { default: 'en-GB' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
