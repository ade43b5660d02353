import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview as previewServer } from 'vite';
import { analyticsBenches } from './analyticsBenches.ts';
import { launchBenchBrowser } from './browser.ts';
import { clusterBenches } from './clusterBench.ts';
import { directoryImportBenches } from './directoryImportBench.ts';
import { type Figure, figureOf, ratioAtLeast } from './figures.ts';
import { openBenches } from './openBenches.ts';
import type { Measurement } from './page/storageBench.ts';
import { printTable, writeResults } from './report.ts';
import { rollCallBenches } from './rollCallBenches.ts';
import { sizeFigures } from './system/bundleSizes.ts';
import { liveBenches } from './systemBench.ts';

/**
 * `npm run bench`: benchmarks in headless Chromium, each reported against a baseline measured in
 * the same round (the machines are shared and noisy, so absolute times mean little). Every timed
 * figure runs BENCH_ROUNDS rounds (default 3); its goal is checked on the worst round.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

async function storageBenches(): Promise<Figure[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-page-'));
  const pageConfig = {
    configFile: false as const,
    root: 'tests/bench/page',
    logLevel: 'warn' as const,
  };
  await build({ ...pageConfig, build: { outDir, emptyOutDir: true, target: 'es2022' } });
  const preview = await previewServer({
    ...pageConfig,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = preview.resolvedUrls?.local[0];
  if (!url) throw new Error('the bench page server did not start');
  const browser = await launchBenchBrowser();
  try {
    const rounds: Measurement[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const page = await browser.context.newPage();
      await page.goto(url);
      await page.getByText('ready').waitFor();
      rounds.push((await page.evaluate(() => window.runStorageBench())) as Measurement[]);
      await page.close();
    }
    const runsOf = (name: string) => rounds.map((r) => r.find((m) => m.name === name)!);
    return [figureOf(runsOf('retrieval-apply'), ratioAtLeast(0.9)), figureOf(runsOf('live-query'))];
  } finally {
    await browser.close();
    await preview.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * BENCH_ONLY=storage,live,open,rollcall,analytics,size,directory,cluster runs only those groups;
 * their figures replace the same figures in results.json and the others are kept.
 */
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (group: string) => !only || only.includes(group);

/**
 * Runs each wanted group; a group that fails is reported and the others still run (their figures
 * are written), and the run then exits 1 naming the failed groups.
 */
const groups: [string, () => Promise<Figure[]> | Figure[]][] = [
  ['storage', storageBenches],
  ['live', () => liveBenches(ROUNDS)],
  ['open', () => openBenches(ROUNDS)],
  ['rollcall', () => rollCallBenches(ROUNDS)],
  ['analytics', () => analyticsBenches(ROUNDS)],
  ['size', sizeFigures],
  ['directory', () => directoryImportBenches(ROUNDS)],
  ['cluster', () => clusterBenches(ROUNDS)],
];
const results: Figure[] = [];
const failed: string[] = [];
for (const [group, run] of groups) {
  if (!wanted(group)) continue;
  try {
    results.push(...(await run()));
  } catch (error) {
    failed.push(group);
    console.error(`bench group ${group} failed:`, error);
  }
}
writeResults('bench/results.json', results, { keepOthers: only !== undefined });
printTable(results);
if (failed.length > 0) {
  console.error(`failed bench groups (no figures from them): ${failed.join(', ')}`);
  process.exit(1);
}
