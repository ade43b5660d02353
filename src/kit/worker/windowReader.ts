import Dexie, { type ObservabilitySet } from 'dexie';
import { GatehouseDatabase } from '../../db/database.ts';
import { USER_DATABASE_VERSION } from '../../db/names.ts';
import { openSharedDatabase, readIndexRanges } from '../../db/rawRead.ts';
import { type FamilyRecord, recordTable, type TimedFamilyName } from '../records/familyRecords.ts';
import { type FamilyWindow, familyFields } from '../records/readFamilyWindow.ts';
import { isRenderable } from '../records/renderable.ts';

/**
 * The client kit for a feature's Web Worker (no React): reads a family's window from the user's
 * database off the main thread and says when it may have changed. The sync engine (in its own
 * worker or a tab) writes the rows; Dexie tells every context of the origin about each write.
 */
export interface WindowReader {
  /** The renderable records of the window, in no particular order. */
  read<F extends TimedFamilyName>(family: F, window: FamilyWindow): Promise<FamilyRecord<F>[]>;
  /** Calls `onChange` after any write to these families' tables; returns the unsubscribe. */
  watch(families: readonly TimedFamilyName[], onChange: () => void): () => void;
  close(): void;
}

export function openWindowReader(dbName: string): WindowReader {
  const db = new GatehouseDatabase(dbName);
  return {
    async read<F extends TimedFamilyName>(
      family: F,
      window: FamilyWindow,
    ): Promise<FamilyRecord<F>[]> {
      const { timeField } = familyFields(family);
      const index = `[EntityHierarchy+${timeField}]`;
      // IndexedDB alone where the database is at this version (no Dexie layer over 150,000 rows);
      // Dexie otherwise, which creates or upgrades it.
      const raw = await openSharedDatabase(dbName, USER_DATABASE_VERSION).catch(() => null);
      const ranges = window.hierarchies.map((hierarchy) =>
        IDBKeyRange.bound([hierarchy, window.beginTime], [hierarchy, window.endTime]),
      );
      const rows = raw ? await readIndexRanges<FamilyRecord<F>>(raw, family, index, ranges) : null;
      if (rows) return rows.flat().filter(isRenderable);
      const table = recordTable(db, family);
      const perLocation = await Promise.all(
        window.hierarchies.map((hierarchy) =>
          table
            .where(index)
            .between([hierarchy, window.beginTime], [hierarchy, window.endTime], true, true)
            .toArray(),
        ),
      );
      return perLocation.flat().filter(isRenderable);
    },
    watch(families, onChange) {
      const prefixes = families.map((family) => `idb://${dbName}/${family}/`);
      const listener = (parts: ObservabilitySet) => {
        if (Object.keys(parts).some((part) => prefixes.some((p) => part.startsWith(p)))) {
          onChange();
        }
      };
      Dexie.on('storagemutated', listener);
      return () => Dexie.on('storagemutated').unsubscribe(listener);
    },
    close: () => db.close(),
  };
}
