import type { Table } from 'dexie';
import type { z } from 'zod';
import type { FamilyName, RECORD_FAMILIES } from '../../../contract/index.ts';
import type { GatehouseDatabase, LocalRecordMeta } from '../../db/database.ts';

/**
 * Record types and Dexie tables per family, derived from the contract's family registry so a
 * feature names a family and gets its fields typed, without casts.
 */
export type { FamilyName } from '../../../contract/index.ts';

/** The registry entry of a family (schema, sort key, time field). */
export type FamilyDefinition<F extends FamilyName> = Extract<
  (typeof RECORD_FAMILIES)[number],
  { name: F }
>;

/** A record of the family as the server sends it. */
export type WireRecord<F extends FamilyName> = z.infer<FamilyDefinition<F>['schema']>;

/** A record of the family as mirrored on this device: wire fields plus local bookkeeping. */
export type FamilyRecord<F extends FamilyName> = WireRecord<F> & LocalRecordMeta;

/** The family's sort-key value (a number where the wire field is one, e.g. evacuations). */
export type SortKeyOf<F extends FamilyName> = WireRecord<F>[FamilyDefinition<F>['sortKey']];

/** A record's table key: [EntityHierarchy, sort key]. */
export type FamilyRecordKey<F extends FamilyName> = [string, SortKeyOf<F>];

/** Families read by time window: those with a time field. */
export type TimedFamilyName = {
  [F in FamilyName]: FamilyDefinition<F>['timeField'] extends string ? F : never;
}[FamilyName];

/** The Dexie table holding a family's records (one table per family, named after it). */
export function recordTable<F extends FamilyName>(
  db: GatehouseDatabase,
  family: F,
): Table<FamilyRecord<F>, FamilyRecordKey<F>> {
  return db.table<FamilyRecord<F>, FamilyRecordKey<F>>(family);
}
