import {
  type AnalyticsClockIn,
  type AnalyticsFigures,
  type AnalyticsRange,
  type AnalyticsVisit,
  aggregateVisits,
  analyticsClockInOf,
  analyticsVisitOf,
  rangeDays,
} from '../../../contract/analytics/index.ts';
import type { Sql } from '../../db/database.ts';
import { readRecordWindow } from '../records/readRecords.ts';

export interface VisitAnalyticsQuery {
  /** Subtree roots: each includes its descendants. */
  hierarchies: readonly string[];
  range: AnalyticsRange;
  timeZone: string;
}

const notNull = <T>(value: T | null): value is T => value !== null;

/**
 * Visitor analytics computed on the server: the subtree's visits and worker events in the range,
 * read from the database and aggregated by the same rules as the device (contract/analytics).
 * Not an API operation yet (the page computes on the device, offline too); the benchmark
 * `analytics-30-days` measures the device against it.
 */
export async function computeVisitAnalytics(
  sql: Sql,
  query: VisitAnalyticsQuery,
): Promise<AnalyticsFigures> {
  // Read as whole days, as aggregateVisits counts them (a range not at day limits is widened).
  const { beginTime, endTime } = rangeDays(query.range, query.timeZone);
  const window = { hierarchies: query.hierarchies, beginTime, endTime };
  const [visits, events] = await Promise.all([
    readRecordWindow(sql, 'visitorLog', window),
    readRecordWindow(sql, 'workerLog', window),
  ]);
  return aggregateVisits({
    visits: visits.items.map(analyticsVisitOf).filter(notNull) satisfies AnalyticsVisit[],
    clockIns: events.items.map(analyticsClockInOf).filter(notNull) satisfies AnalyticsClockIn[],
    range: query.range,
    timeZone: query.timeZone,
  });
}
