import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { suiteTimeZone } from './scripts/suiteTimeZone.ts';

/**
 * End-to-end tests in real Chromium. Playwright cannot download its browsers on these machines, so
 * Debian's /usr/bin/chromium is used when present (TOOLCHAIN.md), else Playwright's own.
 * Each worker starts the real server itself (tests/e2e/fixtures.ts); run `npm run build` first.
 */
const systemChromium = '/usr/bin/chromium';

// One zone for the whole run (scripts/suiteTimeZone.ts), chosen once: the workers, which load this
// file again (after a failure, later), inherit it, as do the test servers and browsers they start.
process.env.GATEHOUSE_E2E_TZ ??= suiteTimeZone(Date.now());
process.env.TZ = process.env.GATEHOUSE_E2E_TZ;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: true,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    trace: 'retain-on-failure',
    locale: 'en-GB',
    timezoneId: process.env.TZ,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
