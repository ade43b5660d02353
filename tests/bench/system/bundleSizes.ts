import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { builtAppDir } from '../../e2e/support/builtApp.ts';
import type { Measurement } from '../page/storageBench.ts';
import { firstRowTimes } from './pageTiming.ts';

/** The budgets of issue 9 (KB = 1,024 bytes). */
export const INITIAL_JS_BUDGET_KB = 180;
export const PRECACHE_BUDGET_KB = 2.5 * 1024;

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/** A size against its budget: ratio = budget ÷ size, 1 or more is within budget. */
function sizeMeasurement(name: string, bytes: number, budgetKb: number): Measurement {
  const value = kb(bytes);
  return { name, value, unit: 'KB', baseline: budgetKb, ratio: budgetKb / value };
}

function gzippedSize(distPath: string): number {
  return gzipSync(readFileSync(join(builtAppDir, distPath))).length;
}

/**
 * `initial-js`: the JavaScript a cold load of /visitors/log fetches before its first row, gzip
 * (Node's default level, as Vite reports it; the server itself sends the files uncompressed).
 * A new page of the signed-in context with the service worker bypassed and the HTTP cache off
 * (CDP), so every script comes from the network: the scripts whose requests started before the
 * first row was drawn (resource type `script`, which includes module preloads), each gzipped
 * from dist/.
 */
export async function benchInitialJs(context: BrowserContext, baseURL: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts: { path: string; at: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === baseURL) {
      scripts.push({ path: url.pathname, at: Date.now() });
    }
  });
  await page.goto(`${baseURL}/visitors/log`);
  const times = await firstRowTimes(page);
  const firstRowAt = (await page.evaluate(() => performance.timeOrigin)) + (times.firstRow ?? 0);
  await cdp.detach();
  await page.close();
  const initial = [...new Set(scripts.filter((s) => s.at <= firstRowAt).map((s) => s.path))];
  const files = initial.map((path) => ({ path, gzip: gzippedSize(path) }));
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log(
    `initial-js: ${files.map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)} KB`).join(', ')}`,
  );
  return sizeMeasurement('initial-js', total, INITIAL_JS_BUDGET_KB);
}

/**
 * `precache`: the total size of the files in the service worker's precache manifest (dist/sw.js,
 * the entries workbox injected), uncompressed, as vite-plugin-pwa reports it ("precache N entries
 * (… KiB)"): what an install stores.
 */
export function benchPrecache(): Measurement {
  const worker = readFileSync(join(builtAppDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  if (urls.length === 0) throw new Error('dist/sw.js has no precache manifest');
  const bytes = urls.reduce((sum, url) => sum + statSync(join(builtAppDir, url)).size, 0);
  console.log(`precache: ${urls.length} entries`);
  return sizeMeasurement('precache', bytes, PRECACHE_BUDGET_KB);
}
