import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { OPEN_END } from '../../../contract/primitives.ts';
import type { ScopeRow } from '../../db/database.ts';
import { useFirstContent } from '../../ui/firstContent.ts';
import { useDatabase, useScope } from '../sync/hooks.ts';
import type { FamilyName, FamilyRecord } from './familyRecords.ts';
import { readFamilyWindow, type WindowSlicing } from './readFamilyWindow.ts';

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
  const db = useDatabase();
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
  const rows = useLiveQuery(
    () =>
      readFamilyWindow(
        db,
        family,
        { hierarchies: hierarchiesKey ? hierarchiesKey.split('|') : [], beginTime, endTime },
        slicing,
      ),
    [db, family, hierarchiesKey, beginTime, endTime, slicing],
  );
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
