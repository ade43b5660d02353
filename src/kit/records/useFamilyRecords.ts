import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { OPEN_END } from '../../../contract/primitives.ts';
import type { ScopeRow } from '../../db/database.ts';
import { traceLive } from '../../sync/trace/liveTrace.ts';
import { useFirstContent } from '../../ui/firstContent.ts';
import { useScope } from '../sync/hooks.ts';
import { useSyncContext } from '../sync/SyncContext.ts';
import { useLiveRead } from '../sync/useLiveRead.ts';
import type { FamilyName, FamilyRecord } from './familyRecords.ts';
import {
  type FamilyWindow,
  familyFields,
  readFamilyWindow,
  type WindowSlicing,
} from './readFamilyWindow.ts';
import { type FirstRows, readFirstRows, readSliceBoundaries } from './readFirstRows.ts';
import { useWatchedWindow } from './useWatchedWindow.ts';

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
  /**
   * For a large window in the default order: show its newest `firstRows` records at once (read
   * without Dexie), and start the live query only once the window's slices are cut (so that it
   * reads them in short tasks); `complete` is false until the live query has read the window.
   */
  firstRows?: number;
  /**
   * Whether these rows are the page's first content (default true; firstContent.ts): false for a
   * read that only decides what the page shows next (which then says so itself), so that what
   * loads after the first content does not compete with the content still to come.
   */
  firstContent?: boolean;
  /**
   * False: read nothing and open no scope (records stay undefined), for a read a page needs only
   * in some states (hooks cannot be called conditionally). Default true.
   */
  enabled?: boolean;
}

export interface FamilyRecords<F extends FamilyName> {
  /** The records kept by the filter, in order; undefined until the first local read. */
  records: FamilyRecord<F>[] | undefined;
  /** How many records the window holds before filtering (of those read while not `complete`). */
  total: number;
  /** Whether `records` come from the whole window (false while only its newest are shown). */
  complete: boolean;
  /** The mirrored scope (status, lastSyncedAt, error), undefined while it opens. */
  scope: ScopeRow | undefined;
  /** Nothing to show yet: no local rows and the scope is still loading. */
  loading: boolean;
}

/**
 * The records of a family in a location subtree and time window, filtered and sorted. Opens the
 * sync scope while mounted (the engine loads it and keeps it live) and reads only the local
 * database live, one live query per time slice so that a live event re-reads one slice.
 */
export function useFamilyRecords<F extends FamilyName>(query: FamilyQuery<F>): FamilyRecords<F> {
  const { db, dbName } = useSyncContext();
  const { family, root, hierarchies, filter, sort } = query;
  const beginTime = query.beginTime ?? 0;
  const endTime = query.endTime ?? OPEN_END;
  const hierarchiesKey = hierarchies.join('|');
  const enabled = query.enabled !== false;
  const scope = useScope(
    {
      family,
      root,
      hierarchies: hierarchiesKey ? hierarchiesKey.split('|') : [],
      beginTime,
      endTime,
    },
    enabled,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new window starts unsliced
  const slicing = useMemo<WindowSlicing>(
    () => ({ boundaries: [] }),
    [family, hierarchiesKey, beginTime, endTime],
  );
  const newest = sort === undefined ? query.firstRows : undefined;
  const first = useFirstRows(
    enabled && (newest !== undefined || db === null) ? dbName : undefined,
    family,
    hierarchiesKey,
    { beginTime, endTime },
    newest,
    slicing,
  );
  const timed = familyFields(family).timeField !== null;
  const liveDb = enabled && (newest === undefined || first.sliced) ? db : null;
  const windowRows = useWatchedWindow(
    timed ? liveDb : null,
    family,
    hierarchiesKey,
    { beginTime, endTime },
    slicing,
  );
  // A family without time (the directory) is read whole per location, in one live query.
  const wholeRows = useLiveRead(
    timed ? null : liveDb,
    (loaded) =>
      readFamilyWindow(loaded, family, {
        hierarchies: hierarchiesKey ? hierarchiesKey.split('|') : [],
        beginTime,
        endTime,
      }),
    [family, hierarchiesKey, beginTime, endTime],
  );
  const liveRows = timed ? windowRows : wholeRows;
  const firstRows = first.read?.rows;
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
  // The page's first content: what the first rows do not need loads after this (firstContent.ts),
  // also when there is nothing to read without Dexie (the rows then wait for it).
  useFirstContent(
    enabled && query.firstContent !== false && (rows !== undefined || first.unreadable),
  );
  const complete = liveRows !== undefined || first.read?.complete === true;
  const waitingForScope = scope === undefined || scope.status === 'loading';
  // The newest rows may hold none the filter keeps while older ones do: not "no records" yet.
  const loading =
    rows === undefined ||
    (rows.length === 0 && waitingForScope) ||
    (!complete && records?.length === 0);
  return { records, total: rows?.length ?? 0, complete, scope, loading };
}

/**
 * The window's records read without Dexie (readFirstRows.ts), while the database layer loads or,
 * with `limit`, the window's newest `limit` records while the live query has not read it yet;
 * then, with `limit`, the window's slice boundaries for the live query (into `slicing`), and
 * `sliced` once they are there or cannot be read. `unreadable`: the database cannot be read
 * without Dexie (none yet, another version, a family without time). `read` is undefined when not possible or while
 * the read runs, and stays until the live rows replace it; a read for another query is dropped.
 */
interface FirstReading<F extends FamilyName> {
  key: string;
  rows: Promise<FirstRows<F> | null>;
  boundaries: Promise<number[] | null> | null;
}

function useFirstRows<F extends FamilyName>(
  dbName: string | undefined,
  family: F,
  hierarchiesKey: string,
  time: Omit<FamilyWindow, 'hierarchies'>,
  limit: number | undefined,
  slicing: WindowSlicing,
): { read: FirstRows<F> | undefined; unreadable: boolean; sliced: boolean } {
  const { beginTime, endTime } = time;
  const key = [family, hierarchiesKey, beginTime, endTime, limit].join('\n');
  const [read, setRead] = useState<{ key: string; read: FirstRows<F> } | null>(null);
  const [slicedKey, setSlicedKey] = useState<string | null>(null);
  const [unreadableKey, setUnreadableKey] = useState<string | null>(null);
  // Started while React renders the page, not once it has committed: the database answers while
  // the page renders. Idempotent per key, so a render React throws away costs one extra read.
  // A read under way is kept when Dexie arrives meanwhile (dbName then undefined): dropping it
  // would make the page wait for the live query's much slower first read instead.
  const started = useRef<FirstReading<F> | null>(null);
  if (started.current?.key !== key) started.current = null;
  if (started.current === null && dbName !== undefined) {
    const window = {
      hierarchies: hierarchiesKey ? hierarchiesKey.split('|') : [],
      beginTime,
      endTime,
    };
    const rows = readFirstRows(dbName, family, window, limit);
    const boundaries =
      limit === undefined
        ? null
        : rows.then((first) =>
            first?.complete === false ? readSliceBoundaries(dbName, family, window) : null,
          );
    started.current = { key, rows, boundaries };
  }
  const reading = started.current;
  useEffect(() => {
    if (!reading) return;
    let current = true;
    void reading.rows.then((rows) => {
      if (!current) return;
      if (rows) setRead({ key: reading.key, read: rows });
      else setUnreadableKey(reading.key);
    });
    void reading.boundaries?.then((boundaries) => {
      if (!current) return;
      if (boundaries && slicing.boundaries.length === 0) slicing.boundaries = boundaries;
      setSlicedKey(reading.key);
    });
    return () => {
      current = false;
    };
  }, [reading, slicing]);
  return {
    read: read !== null && read.key === key ? read.read : undefined,
    unreadable: unreadableKey === key,
    // Without a database name there is nothing to read first: the live query cuts its slices.
    sliced: dbName === undefined || slicedKey === key,
  };
}
