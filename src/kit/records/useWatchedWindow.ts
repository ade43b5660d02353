import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { GatehouseDatabase } from '../../db/database.ts';
import type { FamilyName, FamilyRecord } from './familyRecords.ts';
import { createLivePacer } from './livePacer.ts';
import type { FamilyWindow, WindowSlicing } from './readFamilyWindow.ts';
import { watchFamilyWindow } from './watchFamilyWindow.ts';

/** Live rows put in place that render at once; more render as a transition. */
export const LIVE_ROWS_AT_ONCE = 10;

/**
 * A timed family's window, live, one live query per time slice (watchFamilyWindow), cut at
 * `slicing`'s boundaries when it starts: undefined until every slice has been read once and while
 * `db` is null. When the window changes, the last rows are kept until the new ones arrive. An
 * error is thrown to the nearest error boundary.
 */
export function useWatchedWindow<F extends FamilyName>(
  db: GatehouseDatabase | null,
  family: F,
  hierarchiesKey: string,
  time: Omit<FamilyWindow, 'hierarchies'>,
  slicing: WindowSlicing,
): FamilyRecord<F>[] | undefined {
  const { beginTime, endTime } = time;
  const [rows, setRows] = useState<FamilyRecord<F>[] | undefined>(undefined);
  const [error, setError] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (db === null) return;
    const window = {
      hierarchies: hierarchiesKey ? hierarchiesKey.split('|') : [],
      beginTime,
      endTime,
    };
    const pacer = createLivePacer();
    const stop = watchFamilyWindow(db, family, window, slicing.boundaries, {
      // A few live rows are drawn in the task that brought them: scheduled, the render would
      // wait behind the IndexedDB answers of the re-reads the same commit started. More than a
      // screenful (a catch-up's hundreds), or the newest rows of a burst (livePacer.ts), render
      // as a transition, in slices that yield: at once, creating every visible row was one long
      // task (bench live-burst-longest-task).
      rows: (next, live) =>
        pacer.offer((paced) => {
          const update = () => {
            setError(null);
            setRows(next);
          };
          if (paced || live > LIVE_ROWS_AT_ONCE) startTransition(update);
          else if (live > 0) flushSync(update);
          else update();
        }, live),
      error: (failure) => setError({ error: failure }),
    });
    return () => {
      pacer.stop();
      stop();
    };
  }, [db, family, hierarchiesKey, beginTime, endTime, slicing]);
  if (error !== null) throw error.error;
  return rows;
}
