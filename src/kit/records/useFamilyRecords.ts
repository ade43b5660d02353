import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { OPEN_END } from '../../../contract/primitives.ts';
import type { ScopeRow } from '../../db/database.ts';
import { traceLive } from '../../sync/trace/liveTrace.ts';
import { useFirstContent } from '../../ui/firstContent.ts';
import { useScope } from '../sync/hooks.ts';
import { useSyncContext } from '../sync/SyncContext.ts';
import { useLiveRead } from '../sync/useLiveRead.ts';
import type { FamilyName, FamilyRecord } from './familyRecords.ts';
import { type FamilyWindow, readFamilyWindow, type WindowSlicing } from './readFamilyWindow.ts';
import { readFirstRows } from './readFirstRows.ts';

export interface FamilyQuery<F extends FamilyName> {
  family: F;
  /** The selected location or 'ALL'. */
  root: string;
  /** Every location key of the selected subtree. */
  hierarchies: readonly string[];
  /** The time window (epoch ms, both ends included); the whole time line when left out. */
  beginTime?: number;
  endTime?: number;
  /** Keeps a record; applied in memory to the live rows (keep it stable: useCallback). */
  filter?: (record: FamilyRecord<F>) => boolean;
  /** The order (default: newest first by the family's time field, ties by key). */
  sort?: (a: FamilyRecord<F>, b: FamilyRecord<F>) => number;
}

export interface FamilyRecords<F extends FamilyName> {
  /** The records kept by the filter, in order; undefined until the first local read. */
  records: FamilyRecord<F>[] | undefined;
  /** How many records the window holds before filtering. */
  total: number;
  /** The mirrored scope (status, lastSyncedAt, error), undefined while it opens. */
  scope: ScopeRow | undefined;
  /** Nothing to show yet: no local rows and the scope is still loading. */
  loading: boolean;
}

/**
 * The records of a family in a location subtree and time window, filtered and sorted. Opens the
 * sync scope while mounted (the engine loads it and keeps it live) and reads only the local
 * database through a live query, in time slices so that a live event re-reads one slice.
 */
export function useFamilyRecords<F extends FamilyName>(query: FamilyQuery<F>): FamilyRecords<F> {
  const { db, dbName } = useSyncContext();
  const { family, root, hierarchies, filter, sort } = query;
  const beginTime = query.beginTime ?? 0;
  const endTime = query.endTime ?? OPEN_END;
  const hierarchiesKey = hierarchies.join('|');
  const scope = useScope({
    family,
    root,
    hierarchies: hierarchiesKey ? hierarchiesKey.split('|') : [],
    beginTime,
    endTime,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new window starts unsliced
  const slicing = useMemo<WindowSlicing>(
    () => ({ boundaries: [] }),
    [family, hierarchiesKey, beginTime, endTime],
  );
  const liveRows = useLiveRead(
    db,
    (loaded) =>
      readFamilyWindow(
        loaded,
        family,
        { hierarchies: hierarchiesKey ? hierarchiesKey.split('|') : [], beginTime, endTime },
        slicing,
      ).then((read) => {
        traceLive('queried');
        return read;
      }),
    [family, hierarchiesKey, beginTime, endTime, slicing],
  );
  const firstRows = useFirstRows(db === null ? dbName : undefined, family, hierarchiesKey, {
    beginTime,
    endTime,
  });
  // The live rows replace the first ones whole (never merged): same rows, no duplicates.
  const rows = liveRows ?? firstRows;
  // Layout effects run once React has written the DOM of this commit (the live trace's last stage).
  useLayoutEffect(() => {
    if (rows !== undefined) traceLive('rendered');
  }, [rows]);
  const records = useMemo(() => {
    if (rows === undefined) return undefined;
    const kept = filter ? rows.filter(filter) : rows;
    return sort ? [...kept].sort(sort) : kept;
  }, [rows, filter, sort]);
  // The page's first content: what the first rows do not need loads after this (firstContent.ts).
  useFirstContent(rows !== undefined);
  const waitingForScope = scope === undefined || scope.status === 'loading';
  const loading = rows === undefined || (rows.length === 0 && waitingForScope);
  return { records, total: rows?.length ?? 0, scope, loading };
}

/**
 * While the database layer loads (dbName given), the window's records read without Dexie
 * (readFirstRows.ts); undefined when that is not possible or while the read runs. The rows stay
 * once Dexie has loaded (dbName undefined), until the live rows replace them; a read for another
 * query is dropped.
 */
function useFirstRows<F extends FamilyName>(
  dbName: string | undefined,
  family: F,
  hierarchiesKey: string,
  time: Omit<FamilyWindow, 'hierarchies'>,
): FamilyRecord<F>[] | undefined {
  const { beginTime, endTime } = time;
  const key = [family, hierarchiesKey, beginTime, endTime].join('\n');
  const [read, setRead] = useState<{ key: string; rows: FamilyRecord<F>[] } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the read is identified by key
  useEffect(() => {
    if (dbName === undefined) return;
    let current = true;
    const hierarchies = hierarchiesKey ? hierarchiesKey.split('|') : [];
    void readFirstRows(dbName, family, { hierarchies, beginTime, endTime }).then((rows) => {
      if (current && rows) setRead({ key, rows });
    });
    return () => {
      current = false;
    };
  }, [dbName, key]);
  return read !== null && read.key === key ? read.rows : undefined;
}
