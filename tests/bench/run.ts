import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview as previewServer } from 'vite';
import { launchBenchBrowser } from './browser.ts';
import type { Measurement } from './page/storageBench.ts';
import { medianMeasurement, printTable, writeResults } from './report.ts';
import { systemBenches } from './systemBench.ts';

/**
 * `npm run bench`: benchmarks in headless Chromium, each reported against a baseline measured in
 * the same run (the machines are shared and noisy, so absolute times mean little).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function storageBenches(): Promise<Measurement[]> {
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
      const page = await browser.newPage();
      await page.goto(url);
      await page.getByText('ready').waitFor();
      rounds.push((await page.evaluate(() => window.runStorageBench())) as Measurement[]);
      await page.close();
    }
    const names = rounds[0]?.map((m) => m.name) ?? [];
    return names.map((name) =>
      medianMeasurement(rounds.map((r) => r.find((m) => m.name === name)!)),
    );
  } finally {
    await browser.close();
    await preview.close();
  }
}

const results = [...(await storageBenches()), ...(await systemBenches(ROUNDS))];
writeResults('bench/results.json', results);
printTable(results);
