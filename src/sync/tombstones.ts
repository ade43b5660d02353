import type { Table } from 'dexie';
import type { GatehouseDatabase, MetaRow } from '../db/database.ts';
import type { RecordKey } from './families.ts';

const PREFIX = 'tombstone|';

export interface TombstoneValue {
  family: string;
  EntityHierarchy: string;
  key: string;
  changeSeq: number;
}

export function tombstoneKey(family: string, key: RecordKey): string {
  return `${PREFIX}${family}|${key[0]}|${key[1]}`;
}

/** The change sequence of a record's REMOVE, while it is newer than the scope cursors. */
export async function tombstoneSeq(
  meta: Table<MetaRow, string>,
  family: string,
  key: RecordKey,
): Promise<number> {
  const row = await meta.get(tombstoneKey(family, key));
  return row ? (row.value as TombstoneValue).changeSeq : -1;
}

export async function putTombstone(
  meta: Table<MetaRow, string>,
  family: string,
  key: RecordKey,
  changeSeq: number,
): Promise<void> {
  const value: TombstoneValue = { family, EntityHierarchy: key[0], key: key[1], changeSeq };
  await meta.put({ key: tombstoneKey(family, key), value });
}

/**
 * Drops tombstones the cursor has passed: any answer after that cursor already reflects the
 * removal, and older live events for an absent record are ignored (see applyEvents).
 */
export async function pruneTombstones(
  db: GatehouseDatabase,
  family: string,
  hierarchies: readonly string[],
  cursor: number,
): Promise<void> {
  const inScope = new Set(hierarchies);
  await db.meta
    .where('key')
    .startsWith(`${PREFIX}${family}|`)
    .filter((row) => {
      const value = row.value as TombstoneValue;
      return inScope.has(value.EntityHierarchy) && value.changeSeq <= cursor;
    })
    .delete();
}
