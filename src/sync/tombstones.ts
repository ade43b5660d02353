import type { Table } from 'dexie';
import type { GatehouseDatabase, MetaRow } from '../db/database.ts';
import type { RecordKey } from './families.ts';
import { keyString } from './rebase.ts';

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

/**
 * Every tombstone of a family, by `keyString` of the record key, read in ONE request: a
 * retrieval checks each of its items against it instead of one meta read per item.
 */
export async function familyTombstones(
  meta: Table<MetaRow, string>,
  family: string,
): Promise<Map<string, number>> {
  const rows = await meta.where('key').startsWith(`${PREFIX}${family}|`).toArray();
  const byKey = new Map<string, number>();
  for (const row of rows) {
    const value = row.value as TombstoneValue;
    byKey.set(keyString([value.EntityHierarchy, value.key]), value.changeSeq);
  }
  return byKey;
}

/** The tombstones of `keys` only (a live batch's records), by `keyString`. In a tx. */
export async function tombstonesOf(
  meta: Table<MetaRow, string>,
  family: string,
  keys: readonly RecordKey[],
): Promise<Map<string, number>> {
  const rows = await meta.bulkGet(keys.map((key) => tombstoneKey(family, key)));
  const byKey = new Map<string, number>();
  rows.forEach((row, i) => {
    if (row) byKey.set(keyString(keys[i]!), (row.value as TombstoneValue).changeSeq);
  });
  return byKey;
}

/** The meta row remembering that `key` was removed at `changeSeq`. */
export function tombstoneRow(family: string, key: RecordKey, changeSeq: number): MetaRow {
  const value: TombstoneValue = { family, EntityHierarchy: key[0], key: String(key[1]), changeSeq };
  return { key: tombstoneKey(family, key), value };
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
