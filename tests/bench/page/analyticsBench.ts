import type { AnalyticsFigures } from '../../../contract/analytics/index.ts';
import { GatehouseDatabase } from '../../../src/db/database.ts';
import {
  startAnalyticsWorker,
  stopAnalyticsWorker,
} from '../../../src/features/analytics/worker/analyticsClient.ts';
import type {
  AnalyticsEvent,
  AnalyticsQuery,
  AnalyticsTiming,
} from '../../../src/features/analytics/worker/protocol.ts';
import { computeAnalytics } from '../../../src/features/analytics/worker/serveAnalytics.ts';
import { openWindowReader } from '../../../src/kit/worker/windowReader.ts';
import {
  ANALYTICS_HIERARCHIES,
  ANALYTICS_RANGE,
  ANALYTICS_ZONE,
  makeAnalyticsVisits,
} from '../analytics/visits.ts';

const DB_NAME = 'gatehouse-bench-analytics';
const QUERY: AnalyticsQuery = {
  dbName: DB_NAME,
  hierarchies: ANALYTICS_HIERARCHIES,
  range: ANALYTICS_RANGE,
  timeZone: ANALYTICS_ZONE,
  employees: true,
};

export interface AnalyticsRound {
  /** From starting the worker to the figures on the page, ms. */
  workerMs: number;
  /** The longest the page's main thread was held meanwhile (gaps of a 5 ms timer), ms. */
  workerLongestGap: number;
  /** The same read and aggregation run on the main thread instead, ms and its longest gap. */
  mainThreadMs: number;
  mainThreadLongestGap: number;
  visits: number;
  /** Inside the worker: reading the local database, and aggregating, ms. */
  readMs: number;
  aggregateMs: number;
  figures: AnalyticsFigures;
}

/** Writes the bench organisation's visits into a fresh local database; returns how many. */
export async function seedAnalytics(): Promise<number> {
  const db = new GatehouseDatabase(DB_NAME);
  await db.visitorLog.clear();
  const visits = makeAnalyticsVisits();
  for (let at = 0; at < visits.length; at += 10_000) {
    await db.visitorLog.bulkPut(visits.slice(at, at + 10_000));
  }
  db.close();
  return visits.length;
}

/** Measures the longest gap between ticks of a 5 ms timer while `work` runs. */
async function withLongestGap<T>(
  work: () => Promise<T>,
): Promise<{ result: T; longestGap: number }> {
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    longestGap = Math.max(longestGap, performance.now() - last);
    return { result, longestGap };
  } finally {
    clearInterval(timer);
  }
}

function figuresFromWorker(): Promise<{ figures: AnalyticsFigures; timing: AnalyticsTiming }> {
  const worker = startAnalyticsWorker();
  return new Promise((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<AnalyticsEvent>) => {
      stopAnalyticsWorker(worker);
      const message = event.data;
      if (message.type === 'figures') {
        resolve({ figures: message.figures, timing: message.timing });
      } else reject(new Error(message.message));
    });
    worker.postMessage({ type: 'query', id: 1, query: QUERY });
  });
}

/** One round: the analytics worker as the page runs it, then the same work on the main thread. */
export async function analyticsRound(): Promise<AnalyticsRound> {
  const started = performance.now();
  const inWorker = await withLongestGap(figuresFromWorker);
  const workerMs = performance.now() - started;
  const reader = openWindowReader(DB_NAME);
  const mainStarted = performance.now();
  const onMain = await withLongestGap(() => computeAnalytics(reader, QUERY));
  const mainThreadMs = performance.now() - mainStarted;
  reader.close();
  if (onMain.result.figures.totals.visits !== inWorker.result.figures.totals.visits) {
    throw new Error('the worker and the main thread disagree');
  }
  return {
    workerMs,
    workerLongestGap: inWorker.longestGap,
    mainThreadMs,
    mainThreadLongestGap: onMain.longestGap,
    visits: inWorker.result.timing.records,
    readMs: inWorker.result.timing.readMs,
    aggregateMs: inWorker.result.timing.aggregateMs,
    figures: inWorker.result.figures,
  };
}
