import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnalyticsFigures, AnalyticsRange } from '../../../contract/analytics/index.ts';
import {
  type ScopeRow,
  type ScopeSpec,
  useLocationFeatures,
  useOpenScopes,
  useScopeRows,
  useSyncContext,
} from '../../kit/index.ts';
import { rangeHoldsNow, useOnSiteBefore } from '../onSite/useOnSiteBefore.ts';
import {
  type AnalyticsWorkerLike,
  startAnalyticsWorker,
  stopAnalyticsWorker,
} from './worker/analyticsClient.ts';
import type { AnalyticsEvent, AnalyticsTiming } from './worker/protocol.ts';

export interface VisitorAnalyticsQuery {
  /** The selected location or 'ALL'. */
  root: string;
  /** Every location key of the selected subtree. */
  hierarchies: readonly string[];
  /** Whole days in `timeZone` (see contract/analytics/rangeDays.ts). */
  range: AnalyticsRange;
  timeZone: string;
}

export interface VisitorAnalytics {
  /** The figures of the range, from the local database; undefined until first computed. */
  figures: AnalyticsFigures | undefined;
  timing: AnalyticsTiming | undefined;
  /** Why the figures could not be computed (the worker's message), or null. */
  error: string | null;
  /** The mirrored scopes (visitor log, and the worker log where the employee log is on). */
  scopes: (ScopeRow | undefined)[] | undefined;
  /** No figures yet (the worker's first answer is still to come). */
  loading: boolean;
  /** A scope has not finished its first load (offline it stays so until the network is back). */
  syncing: boolean;
  /**
   * Visitors on site now (see useVisitorsOnSiteNow): undefined until known, null while the range
   * does not hold the present moment.
   */
  onSiteNow: number | null | undefined;
}

/** The zone the browser runs in: where the date range picker's days begin and end. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The analytics scopes: the visitor log of the subtree for the range (spec visitors.md §3,
 * default 30 days) and, where the employee log is on, the worker log for employees vs visitors.
 * The sync engine mirrors them like any other scope while the page is open.
 */
export function analyticsScopes(
  query: Omit<VisitorAnalyticsQuery, 'timeZone'>,
  withEmployees: boolean,
): ScopeSpec[] {
  const window = {
    root: query.root,
    hierarchies: [...query.hierarchies],
    beginTime: query.range.beginTime,
    endTime: query.range.endTime,
  };
  const visits: ScopeSpec = { family: 'visitorLog', ...window };
  return withEmployees ? [visits, { family: 'workerLog', ...window }] : [visits];
}

/**
 * Visitor analytics of the selected subtree: opens the analytics scopes and computes the figures
 * from the local database in a Web Worker (again after each write to the logs), so the page
 * stays responsive with a month of a large organisation's visits, online or offline.
 */
export function useVisitorAnalytics(query: VisitorAnalyticsQuery): VisitorAnalytics {
  const context = useSyncContext();
  const dbName = context.dbName ?? context.db?.name;
  const { employeeLog } = useLocationFeatures();
  const { root, range, timeZone } = query;
  const hierarchiesKey = query.hierarchies.join('|');
  const specs = useMemo(
    () =>
      analyticsScopes(
        { root, hierarchies: hierarchiesKey ? hierarchiesKey.split('|') : [], range },
        employeeLog,
      ),
    [root, hierarchiesKey, range, employeeLog],
  );
  useOpenScopes(specs);
  const scopes = useScopeRows(specs);

  const worker = useRef<AnalyticsWorkerLike | null>(null);
  const latest = useRef(0);
  const [answer, setAnswer] = useState<{
    figures?: AnalyticsFigures;
    timing?: AnalyticsTiming;
    onSite?: number;
    error: string | null;
    key: string;
  } | null>(null);
  const key = [dbName, hierarchiesKey, range.beginTime, range.endTime, timeZone, employeeLog].join(
    '\n',
  );

  useEffect(() => {
    const started = startAnalyticsWorker();
    worker.current = started;
    const listener = (event: MessageEvent<AnalyticsEvent>) => {
      const message = event.data;
      if (message.id !== latest.current) return;
      setAnswer(
        message.type === 'figures'
          ? {
              figures: message.figures,
              timing: message.timing,
              onSite: message.onSite,
              error: null,
              key: String(message.id),
            }
          : { error: message.message, key: String(message.id) },
      );
    };
    started.addEventListener('message', listener);
    return () => {
      started.removeEventListener('message', listener);
      stopAnalyticsWorker(started);
      worker.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is identified by key
  useEffect(() => {
    if (!dbName || !worker.current) return;
    latest.current += 1;
    worker.current.postMessage({
      type: 'query',
      id: latest.current,
      query: {
        dbName,
        hierarchies: hierarchiesKey ? hierarchiesKey.split('|') : [],
        range: { beginTime: range.beginTime, endTime: range.endTime },
        timeZone,
        employees: employeeLog,
      },
    });
  }, [key]);

  const current = answer !== null && answer.key === String(latest.current) ? answer : null;
  const figures = current?.figures;
  const onSiteNow = useVisitorsOnSiteNow(query, current?.onSite);
  return {
    onSiteNow,
    figures,
    timing: current?.timing,
    error: current?.error ?? null,
    scopes,
    loading: figures === undefined,
    syncing: scopes === undefined || scopes.some((scope) => !scope || scope.status === 'loading'),
  };
}

/**
 * How many visitors are on site now, while the range holds the present moment (null otherwise):
 * the range's visitors not signed out (`inRange`, counted by the analytics worker) and those who
 * signed in before its first day and are still on site (the logs' rule, useOnSiteBefore), so
 * nobody on site drops out of the figure at midnight. Undefined until both are known.
 */
export function useVisitorsOnSiteNow(
  query: Pick<VisitorAnalyticsQuery, 'root' | 'hierarchies' | 'range'>,
  inRange: number | undefined,
): number | null | undefined {
  const { beginTime, endTime } = query.range;
  const holdsNow = rangeHoldsNow({ begin: beginTime, end: endTime });
  const earlier = useOnSiteBefore('visitorLog', query.root, query.hierarchies, beginTime, holdsNow);
  if (!holdsNow) return null;
  return inRange === undefined || earlier === null ? undefined : inRange + earlier.length;
}
