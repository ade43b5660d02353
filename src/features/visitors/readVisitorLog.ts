import type { GatehouseDatabase, LocalVisitorLogRecord } from '../../db/database.ts';
import { renderableRecords } from '../sync/records.ts';
import { newestFirst } from './visitorRows.ts';

/**
 * Reads the visitor log of a subtree and window from Dexie: one compound-index range per location
 * ([EntityHierarchy+evtTimeStamp]), merged and sorted newest first, without rows an older version
 * stored that fail the current schema. Used inside live queries.
 */
export async function readVisitorLog(
  db: GatehouseDatabase,
  hierarchies: readonly string[],
  beginTime: number,
  endTime: number,
): Promise<LocalVisitorLogRecord[]> {
  const perLocation = await Promise.all(
    hierarchies.map((hierarchy) =>
      db.visitorLog
        .where('[EntityHierarchy+evtTimeStamp]')
        .between([hierarchy, beginTime], [hierarchy, endTime], true, true)
        .toArray(),
    ),
  );
  return renderableRecords(perLocation.flat()).sort(newestFirst);
}
