import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { OPEN_END } from '../../../contract/operations.ts';
import type { LocalVisitorLogRecord, ScopeRow } from '../../db/database.ts';
import { useDatabase, useScope } from '../sync/index.ts';
import { readVisitorLog, type WindowSlicing } from './readVisitorLog.ts';
import { startOfToday } from './visitorRows.ts';

export interface VisitorLogQuery {
  /** The selected location or 'ALL'. */
  root: string;
  /** Every location key of the selected subtree. */
  hierarchies: string[];
  beginTime: number;
  endTime: number;
}

export interface VisitorLogResult {
  /** The records of the window, newest first; undefined until the first local read. */
  records: LocalVisitorLogRecord[] | undefined;
  /** The mirrored scope, undefined while it opens. */
  scope: ScopeRow | undefined;
  /** Nothing to show yet: no local rows and the scope is still loading. */
  loading: boolean;
}

/** Today's window: the start of today to the open end (spec/frame.md §9). */
export function useTodayRange(): { beginTime: number; endTime: number } {
  const beginTime = startOfToday();
  return useMemo(() => ({ beginTime, endTime: OPEN_END }), [beginTime]);
}

/**
 * The visitor log of the selected subtree for a window. Opens the sync scope (so the engine loads
 * and live-updates it) and reads only the local database through a live query.
 */
export function useVisitorLog(query: VisitorLogQuery): VisitorLogResult {
  const db = useDatabase();
  const { root, hierarchies, beginTime, endTime } = query;
  const scope = useScope({ family: 'visitorLog', root, hierarchies, beginTime, endTime });
  const hierarchiesKey = hierarchies.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new window starts unsliced
  const slicing = useMemo<WindowSlicing>(
    () => ({ boundaries: [] }),
    [hierarchiesKey, beginTime, endTime],
  );
  const records = useLiveQuery(
    () =>
      readVisitorLog(
        db,
        hierarchiesKey ? hierarchiesKey.split('|') : [],
        beginTime,
        endTime,
        slicing,
      ),
    [db, hierarchiesKey, beginTime, endTime, slicing],
  );
  const waitingForScope = scope === undefined || scope.status === 'loading';
  const loading = records === undefined || (records.length === 0 && waitingForScope);
  return { records, scope, loading };
}
