import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * An on-disk profile, as a real device has (in-memory profiles write about 40 % faster). The
 * profile folder is deleted when the context closes.
 */
export async function launchBenchBrowser(): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'gatehouse-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    headless: true,
    args: CHROMIUM_ARGS,
    ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
  });
  context.once('close', () => rmSync(profile, { recursive: true, force: true, maxRetries: 3 }));
  return context;
}
