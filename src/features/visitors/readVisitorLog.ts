import type { GatehouseDatabase, LocalVisitorLogRecord } from '../../db/database.ts';
import { renderableRecords } from '../sync/records.ts';
import { nextBoundaries, sliceWindow } from '../sync/timeSlices.ts';
import { newestFirst } from './visitorRows.ts';

/** Where a live query cuts its window (see timeSlices.ts); kept by the query between runs. */
export interface WindowSlicing {
  boundaries: number[];
}

/**
 * Reads the visitor log of a subtree and window from Dexie: compound-index ranges per location
 * ([EntityHierarchy+evtTimeStamp]) and time slice, merged and sorted newest first, without rows an
 * older version stored that fail the current schema. Used inside live queries; `slicing` is
 * updated for the next run.
 */
export async function readVisitorLog(
  db: GatehouseDatabase,
  hierarchies: readonly string[],
  beginTime: number,
  endTime: number,
  slicing: WindowSlicing = { boundaries: [] },
): Promise<LocalVisitorLogRecord[]> {
  const slices = sliceWindow(beginTime, endTime, slicing.boundaries);
  const perSlice = await Promise.all(
    slices.map(async (slice) => {
      const perLocation = await Promise.all(
        hierarchies.map((hierarchy) =>
          db.visitorLog
            .where('[EntityHierarchy+evtTimeStamp]')
            .between([hierarchy, slice.from], [hierarchy, slice.to], true, slice.last)
            .toArray(),
        ),
      );
      return perLocation.flat();
    }),
  );
  slicing.boundaries = nextBoundaries(
    slicing.boundaries,
    perSlice.map((rows) => rows.map((row) => row.evtTimeStamp).sort((a, b) => a - b)),
  );
  return renderableRecords(perSlice.flat()).sort(newestFirst);
}
