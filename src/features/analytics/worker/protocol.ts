import type { AnalyticsFigures, AnalyticsRange } from '../../../../contract/analytics/index.ts';

/** What the analytics worker computes: the figures of a subtree's visits in a range. */
export interface AnalyticsQuery {
  /** The user's database (the sync context's name). */
  dbName: string;
  /** Every location key of the selected subtree. */
  hierarchies: readonly string[];
  range: AnalyticsRange;
  /** The zone the range was picked in. */
  timeZone: string;
  /** Whether to count employees' clock-ins (the worker log), where the employee log is on. */
  employees: boolean;
}

export type AnalyticsCommand =
  | { type: 'query'; id: number; query: AnalyticsQuery }
  | { type: 'stop' };

export interface AnalyticsTiming {
  /** Records read from the local database (visits and worker events). */
  records: number;
  /** Time spent waiting for the database (aggregateMs not included). */
  readMs: number;
  /** Time spent aggregating, while the reads went on and after. */
  aggregateMs: number;
}

export type AnalyticsEvent =
  | {
      type: 'figures';
      id: number;
      figures: AnalyticsFigures;
      timing: AnalyticsTiming;
      /** The visitors of the range not signed out yet (the on-site rule). */
      onSite: number;
    }
  | { type: 'error'; id: number; message: string };

/** A worker's global scope or one end of a MessageChannel (tests and the in-page fallback). */
export interface AnalyticsEndpoint<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
}
