import { USER_DATABASE_VERSION } from '../../db/names.ts';
import { openExistingDatabase, readIndexRanges } from '../../db/rawRead.ts';
import type { FamilyName, FamilyRecord } from './familyRecords.ts';
import { defaultOrder, type FamilyWindow, familyFields } from './readFamilyWindow.ts';
import { renderableRecords } from './renderable.ts';

/**
 * The records readFamilyWindow would return, read with IndexedDB alone from the database Dexie
 * keeps (same index, same filtering, same order): a cold load's first rows while the Dexie chunk
 * loads. Null when that is not possible (no database yet, another schema version, a family read
 * without time): the caller then waits for the live query.
 */
export async function readFirstRows<F extends FamilyName>(
  dbName: string,
  family: F,
  window: FamilyWindow,
): Promise<FamilyRecord<F>[] | null> {
  const { timeField } = familyFields(family);
  if (timeField === null) return null;
  const db = await openExistingDatabase(dbName, USER_DATABASE_VERSION);
  if (!db) return null;
  try {
    const ranges = window.hierarchies.map((hierarchy) =>
      IDBKeyRange.bound([hierarchy, window.beginTime], [hierarchy, window.endTime]),
    );
    const index = `[EntityHierarchy+${timeField}]`;
    const perLocation = await readIndexRanges<FamilyRecord<F>>(db, family, index, ranges);
    if (!perLocation) return null;
    return renderableRecords(perLocation.flat()).sort(defaultOrder(family));
  } catch {
    return null;
  } finally {
    db.close();
  }
}
