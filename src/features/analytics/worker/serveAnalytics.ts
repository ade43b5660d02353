import {
  analyticsClockInOf,
  analyticsVisitOf,
  rangeDays,
  visitAggregator,
} from '../../../../contract/analytics/index.ts';
import type { FamilyRecord } from '../../../kit/index.ts';
import type { WindowReader } from '../../../kit/worker/windowReader.ts';
import { stillOnSiteBefore } from '../../onSite/onSiteStays.ts';
import type {
  AnalyticsCommand,
  AnalyticsEndpoint,
  AnalyticsEvent,
  AnalyticsQuery,
} from './protocol.ts';
import { log } from '../../../log/consoleOutput.ts';

/** After a write to the log tables, the figures are computed again at most this often. */
export const RECOMPUTE_AFTER_WRITES_MS = 1_000;

/** The visitor records of a batch (records with a sign-in time; others are not visits). */
function visitorRecords(
  rows: readonly FamilyRecord<'visitorLog'>[],
): readonly FamilyRecord<'visitorLog'>[] {
  return rows.filter((row) => analyticsVisitOf(row) !== null);
}

/**
 * Reads the query's visits and clock-ins and aggregates them (contract/analytics) as they arrive;
 * `onSite` counts the visitors of the range not signed out yet (the on-site rule,
 * src/features/onSite/onSiteStays.ts), for the page's "On site now".
 */
export async function computeAnalytics(reader: WindowReader, query: AnalyticsQuery) {
  const started = performance.now();
  // Checked before reading (a clear error for a bad range), and read as whole days: a range
  // not at day limits is widened to the days it touches, as aggregateVisits counts them.
  const { beginTime, endTime } = rangeDays(query.range, query.timeZone);
  const window = { hierarchies: query.hierarchies, beginTime, endTime };
  // Each batch is counted as it arrives (the worker aggregates while the database reads on).
  const aggregator = visitAggregator(query.range, query.timeZone);
  let records = 0;
  let aggregateMs = 0;
  function counting<T>(fieldsOf: (row: unknown) => T | null, add: (record: T) => void) {
    return (rows: readonly unknown[]) => {
      const from = performance.now();
      records += rows.length;
      for (const row of rows) {
        const record = fieldsOf(row);
        if (record !== null) add(record);
      }
      aggregateMs += performance.now() - from;
    };
  }
  let onSite = 0;
  const addVisits = counting(analyticsVisitOf, aggregator.addVisit);
  await Promise.all([
    reader.scan('visitorLog', window, (rows) => {
      addVisits(rows);
      onSite += stillOnSiteBefore(
        'visitorLog',
        visitorRecords(rows),
        Number.POSITIVE_INFINITY,
      ).length;
    }),
    query.employees
      ? reader.scan('workerLog', window, counting(analyticsClockInOf, aggregator.addClockIn))
      : null,
  ]);
  const read = performance.now();
  const readMs = read - started - aggregateMs;
  const figures = aggregator.figures();
  // Spec visitors.md §9: a range that does not start and end at day limits is an error (logged);
  // the figures are those of the whole days it touches.
  if (figures.rangeProblem) log.error(figures.rangeProblem);
  aggregateMs += performance.now() - read;
  const timing = { records, readMs, aggregateMs };
  return { figures, timing, onSite };
}

/**
 * The analytics worker's side: answers the latest query, then again after writes to the visitor
 * or worker log (at most once a RECOMPUTE_AFTER_WRITES_MS), so the page follows live events.
 * Plain TypeScript: the worker entry serves its global scope, tests a MessagePort.
 */
export function serveAnalytics(
  endpoint: AnalyticsEndpoint<AnalyticsCommand, AnalyticsEvent>,
  openReader: (dbName: string) => WindowReader,
): void {
  let reader: { dbName: string; reader: WindowReader; unwatch: () => void } | null = null;
  let current: { id: number; query: AnalyticsQuery } | null = null;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const readerFor = (dbName: string): WindowReader => {
    if (reader?.dbName === dbName) return reader.reader;
    reader?.unwatch();
    reader?.reader.close();
    const opened = openReader(dbName);
    const unwatch = opened.watch(['visitorLog', 'workerLog'], () => {
      timer ??= setTimeout(() => {
        timer = null;
        void run();
      }, RECOMPUTE_AFTER_WRITES_MS);
    });
    reader = { dbName, reader: opened, unwatch };
    return opened;
  };

  async function run(): Promise<void> {
    if (!current) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    const { id, query } = current;
    try {
      const answer = await computeAnalytics(readerFor(query.dbName), query);
      if (current?.id === id) endpoint.postMessage({ type: 'figures', id, ...answer });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      endpoint.postMessage({ type: 'error', id, message });
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  }

  endpoint.addEventListener('message', (event) => {
    const command = event.data;
    if (command.type === 'query') {
      current = { id: command.id, query: command.query };
      void run();
    } else {
      current = null;
      if (timer) clearTimeout(timer);
      reader?.unwatch();
      reader?.reader.close();
      reader = null;
    }
  });
}
