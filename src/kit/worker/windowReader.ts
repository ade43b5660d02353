import Dexie, { type ObservabilitySet } from 'dexie';
import { GatehouseDatabase } from '../../db/database.ts';
import { USER_DATABASE_VERSION } from '../../db/names.ts';
import { openSharedDatabase, readRangesInParallel } from '../../db/rawRead.ts';
import { type FamilyRecord, recordTable, type TimedFamilyName } from '../records/familyRecords.ts';
import { type FamilyWindow, familyFields, numberField } from '../records/readFamilyWindow.ts';
import { isRenderable } from '../records/renderable.ts';
import { windowKeyRanges } from './windowRanges.ts';

/**
 * The client kit for a feature's Web Worker (no React): reads a family's window from the user's
 * database off the main thread and says when it may have changed. The sync engine (in its own
 * worker or a tab) writes the rows; Dexie tells every context of the origin about each write.
 */
export interface WindowReader {
  /** The renderable records of the window, in no particular order. */
  read<F extends TimedFamilyName>(family: F, window: FamilyWindow): Promise<FamilyRecord<F>[]>;
  /**
   * The same records as `read`, handed to `onRows` in batches as they arrive (so a caller can
   * aggregate while the rest is read, without keeping them); resolves when all were handed.
   */
  scan<F extends TimedFamilyName>(
    family: F,
    window: FamilyWindow,
    onRows: (rows: readonly FamilyRecord<F>[]) => void,
  ): Promise<void>;
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
      const kept: FamilyRecord<F>[] = [];
      await this.scan(family, window, (rows) => {
        for (const row of rows) kept.push(row);
      });
      return kept;
    },
    async scan<F extends TimedFamilyName>(
      family: F,
      window: FamilyWindow,
      onRows: (rows: readonly FamilyRecord<F>[]) => void,
    ): Promise<void> {
      const { timeField } = familyFields(family);
      if (timeField === null) throw new Error(`${family} has no time field`);
      const { beginTime, endTime } = window;
      const keep = (rows: readonly FamilyRecord<F>[]) => {
        onRows(
          rows.filter((row) => {
            const time = numberField(row, timeField);
            return time >= beginTime && time <= endTime && isRenderable(row);
          }),
        );
      };
      // IndexedDB alone where the database is at this version (no Dexie layer over 150,000 rows),
      // in many small parallel reads; Dexie otherwise, which creates or upgrades it.
      const raw = await openSharedDatabase(dbName, USER_DATABASE_VERSION).catch(() => null);
      if (raw) {
        const { index, ranges } = windowKeyRanges(family, timeField, window);
        if (await readRangesInParallel(raw, family, index, ranges, keep)) return;
      }
      const index = `[EntityHierarchy+${timeField}]`;
      const table = recordTable(db, family);
      await Promise.all(
        window.hierarchies.map(async (hierarchy) =>
          keep(
            await table
              .where(index)
              .between([hierarchy, beginTime], [hierarchy, endTime], true, true)
              .toArray(),
          ),
        ),
      );
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
