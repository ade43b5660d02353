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
import { sameDaysIn } from '../../../contract/siteDays.ts';
import type { Sql } from '../../db/database.ts';
import { readRecordWindow } from '../records/readRecords.ts';
import { analyticsTimeZone } from './analyticsTimeZone.ts';

export interface VisitAnalyticsQuery {
  organisationId: string;
  /** Subtree roots: each includes its descendants. */
  hierarchies: readonly string[];
  /** Whole days picked in `timeZone`. */
  range: AnalyticsRange;
  /** The client's zone: the days are cut in the site's zone when the locations name one. */
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
  const timeZone = await analyticsTimeZone(sql, query);
  const days = sameDaysIn(
    { begin: query.range.beginTime, end: query.range.endTime },
    query.timeZone,
    timeZone,
  );
  const range = { beginTime: days.begin, endTime: days.end };
  // Read as whole days, as aggregateVisits counts them (a range not at day limits is widened).
  const { beginTime, endTime } = rangeDays(range, timeZone);
  const window = { hierarchies: query.hierarchies, beginTime, endTime };
  const [visits, events] = await Promise.all([
    readRecordWindow(sql, 'visitorLog', window),
    readRecordWindow(sql, 'workerLog', window),
  ]);
  return aggregateVisits({
    visits: visits.items.map(analyticsVisitOf).filter(notNull) satisfies AnalyticsVisit[],
    clockIns: events.items.map(analyticsClockInOf).filter(notNull) satisfies AnalyticsClockIn[],
    range,
    timeZone,
  });
}
