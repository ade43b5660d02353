import type { Table } from 'dexie';
import type { z } from 'zod';
import {
  type FamilyName,
  type LocationTopicFamily,
  type OperationName,
  RECORD_FAMILIES,
  type RecordFamily,
} from '../../contract/index.ts';
import type { GatehouseDatabase, LocalRecordMeta, RecordTableName } from '../db/database.ts';

/** A mirrored record as the sync engine sees it: wire fields plus local bookkeeping. */
export type SyncedRecord = Record<string, unknown> &
  LocalRecordMeta & { EntityHierarchy: string; changeSeq: number };
/** [EntityHierarchy, sort key]; the sort key is a number where the wire field is one. */
export type RecordKey = [string, string | number];

/** How one record family is mirrored: its wire description, Dexie table and retrieval call. */
export interface SyncFamily {
  name: FamilyName;
  table: RecordTableName;
  wire: RecordFamily<z.ZodType>;
  sortKey: string;
  timeField: string | null;
  topic: LocationTopicFamily | null;
  retrieval: OperationName;
  keyOf(record: Record<string, unknown>): RecordKey;
  /** The table key of a record named in text (live events, tombstones). */
  keyFromText(hierarchy: string, key: string): RecordKey;
}

/** True when the family's sort-key field is a number on the wire (evacuations). */
function numericSortKey(wire: RecordFamily<z.ZodType>): boolean {
  const shape = (wire.schema as unknown as { shape?: Record<string, { type?: string }> }).shape;
  return shape?.[wire.sortKey]?.type === 'number';
}

function syncFamilyOf(wire: (typeof RECORD_FAMILIES)[number]): SyncFamily {
  const numeric = numericSortKey(wire);
  const sortKeyOf = (value: unknown) => (numeric ? Number(value) : String(value));
  return {
    name: wire.name,
    table: wire.name,
    wire,
    sortKey: wire.sortKey,
    timeField: wire.timeField,
    topic: wire.topic,
    retrieval: wire.retrieval,
    keyOf: (record) => [String(record.EntityHierarchy), sortKeyOf(record[wire.sortKey])],
    keyFromText: (hierarchy, key) => [hierarchy, sortKeyOf(key)],
  };
}

/** Every record family of DESIGN.md §2.1, as data from the contract. */
export const SYNC_FAMILIES = Object.fromEntries(
  RECORD_FAMILIES.map((wire) => [wire.name, syncFamilyOf(wire)]),
) as Record<FamilyName, SyncFamily>;

export const visitorLogSync: SyncFamily = SYNC_FAMILIES.visitorLog;

export function syncFamily(name: string): SyncFamily {
  const family = SYNC_FAMILIES[name as FamilyName];
  if (!family) throw new Error(`Unknown record family ${name}`);
  return family;
}

export function recordTable(
  db: GatehouseDatabase,
  family: SyncFamily,
): Table<SyncedRecord, RecordKey> {
  return db.table(family.table) as Table<SyncedRecord, RecordKey>;
}

/** The record without local bookkeeping fields: what the server sent or would send. */
export function serverFields(record: SyncedRecord): SyncedRecord {
  if (!('_base' in record || '_pending' in record || '_invalid' in record || '_removed' in record))
    return record;
  const { _base, _pending, _invalid, _removed, ...rest } = record;
  return rest as SyncedRecord;
}

/** The change sequence of the last server image the local copy is based on; -1: none yet. */
export function serverChangeSeq(record: SyncedRecord): number {
  if (record._base === null) return -1;
  return record._base ? Number(record._base.changeSeq) : Number(record.changeSeq);
}

export function timeOf(family: SyncFamily, record: Record<string, unknown>): number | null {
  if (!family.timeField) return null;
  const value = record[family.timeField];
  return typeof value === 'number' ? value : null;
}
