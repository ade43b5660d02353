import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview as previewServer } from 'vite';
import { computeVisitAnalytics } from '../../server/api/analytics/visitAnalytics.ts';
import { writeRecordsInChunks } from '../../server/api/records/writeRecordsInChunks.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import {
  ANALYTICS_RANGE,
  ANALYTICS_ROOT,
  ANALYTICS_ZONE,
  makeAnalyticsVisits,
} from './analytics/visits.ts';
import { launchBenchBrowser } from './browser.ts';
import { atMost, type Figure, figureOf, round2 } from './figures.ts';
import type { AnalyticsRound } from './page/analyticsBench.ts';
import type { Measurement } from './page/storageBench.ts';

/** Goal of analytics-30-days: the figures of all the charts ready within this, worst round. */
export const ANALYTICS_READY_GOAL_MS = 3_000;
/** Goal of analytics-longest-main-thread-task while the worker computes. */
export const ANALYTICS_GAP_GOAL_MS = 100;

/** The server's side: the same visits in PGlite, read and aggregated by computeVisitAnalytics. */
async function serverWithVisits() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-analytics-db-'));
  const db = await openDatabase({ dataDir });
  await migrate(db);
  const visits = makeAnalyticsVisits();
  const writes = visits.map(({ EntityHierarchy, lmt: _lmt, changeSeq: _seq, ...record }) => ({
    kind: 'upsert' as const,
    hierarchy: EntityHierarchy,
    key: record.evtTimeStampProfileID,
    eventTime: record.evtTimeStamp,
    record,
  }));
  await writeRecordsInChunks(db, 'visitorLog', writes, { chunkSize: 2_000 });
  return {
    visits: visits.length,
    async aggregate() {
      const started = performance.now();
      const figures = await computeVisitAnalytics(db, {
        organisationId: ANALYTICS_ROOT,
        hierarchies: [ANALYTICS_ROOT],
        range: ANALYTICS_RANGE,
        timeZone: ANALYTICS_ZONE,
      });
      return { ms: performance.now() - started, figures };
    },
    async close() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bench page (tests/bench/page), built with the app's worker format. */
async function benchPage() {
  const outDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-analytics-page-'));
  const config = {
    configFile: false as const,
    root: 'tests/bench/page',
    logLevel: 'warn' as const,
    worker: { format: 'es' as const },
  };
  await build({ ...config, build: { outDir, emptyOutDir: true, target: 'es2022' } });
  const preview = await previewServer({
    ...config,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = preview.resolvedUrls?.local[0];
  if (!url) throw new Error('the bench page server did not start');
  return {
    url,
    async close() {
      await preview.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

const measurement = (name: string, value: number, baseline: number): Measurement => ({
  name,
  value: round2(value),
  unit: 'ms',
  baseline: round2(baseline),
  ratio: round2(baseline / value),
});

/**
 * Visitor analytics of a 20-site organisation over 30 days (about 150,000 visits, issue 16):
 * - analytics-30-days: the page's analytics worker started, reading the visits from the local
 *   database (Dexie) and aggregating them, until the figures of every chart are on the page;
 *   baseline: the same aggregation on the server (the visits read from PGlite and aggregated by
 *   the same contract rules) in the same round.
 * - analytics-longest-main-thread-task: the longest the page's main thread was held while the
 *   worker computed; baseline: the same work run on the main thread.
 * Each round checks that the device and the server give the same totals.
 */
export async function analyticsBenches(rounds: number): Promise<Figure[]> {
  const server = await serverWithVisits();
  const page = await benchPage();
  const browser = await launchBenchBrowser();
  try {
    const tab = await browser.context.newPage();
    await tab.goto(page.url);
    await tab.getByText('ready').waitFor();
    const seeded = await tab.evaluate(() => window.seedAnalytics());
    console.log(`analytics: ${seeded} visits on the device and on the server`);
    const ready: Measurement[] = [];
    const gaps: Measurement[] = [];
    for (let round = 0; round < rounds; round++) {
      const device: AnalyticsRound = await tab.evaluate(() => window.analyticsRound());
      const onServer = await server.aggregate();
      if (
        device.figures.totals.visits !== onServer.figures.totals.visits ||
        JSON.stringify(device.figures.heatmap) !== JSON.stringify(onServer.figures.heatmap)
      ) {
        throw new Error(
          `device and server disagree: ${device.figures.totals.visits} and ${onServer.figures.totals.visits} visits`,
        );
      }
      console.log(
        `analytics round ${round + 1}: device ${round2(device.workerMs)} ms (in the worker: read ${round2(device.readMs)} ms, aggregate ${round2(device.aggregateMs)} ms), main thread ${round2(device.mainThreadMs)} ms; server ${round2(onServer.ms)} ms`,
      );
      ready.push(measurement('analytics-30-days', device.workerMs, onServer.ms));
      gaps.push(
        measurement(
          'analytics-longest-main-thread-task',
          device.workerLongestGap,
          device.mainThreadLongestGap,
        ),
      );
    }
    return [
      figureOf(ready, atMost(ANALYTICS_READY_GOAL_MS, 'ms')),
      figureOf(gaps, atMost(ANALYTICS_GAP_GOAL_MS, 'ms')),
    ];
  } finally {
    await browser.close();
    await page.close();
    await server.close();
  }
}
