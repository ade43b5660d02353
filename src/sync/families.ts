import type { Table } from 'dexie';
import type { z } from 'zod';
import {
  type LocationTopicFamily,
  type OperationName,
  type RecordFamily,
  visitorLogFamily,
} from '../../contract/index.ts';
import type { GatehouseDatabase, LocalRecordMeta, RecordTableName } from '../db/database.ts';

/** A mirrored record as the sync engine sees it: wire fields plus local bookkeeping. */
export type SyncedRecord = Record<string, unknown> &
  LocalRecordMeta & { EntityHierarchy: string; changeSeq: number };
export type RecordKey = [string, string];

/** How one record family is mirrored: its wire description, Dexie table and retrieval call. */
export interface SyncFamily {
  name: string;
  table: RecordTableName;
  wire: RecordFamily<z.ZodType>;
  timeField: string | null;
  topic: LocationTopicFamily | null;
  retrieval: OperationName;
  keyOf(record: Record<string, unknown>): RecordKey;
}

export const visitorLogSync: SyncFamily = {
  name: visitorLogFamily.name,
  table: 'visitorLog',
  wire: visitorLogFamily,
  timeField: visitorLogFamily.timeField,
  topic: visitorLogFamily.topic,
  retrieval: 'visitorLogOperations/retrieveVisitorLog',
  keyOf: (record) => [String(record.EntityHierarchy), String(record.evtTimeStampProfileID)],
};

/** Issue 3 adds the other families of DESIGN.md §2.1 here. */
export const SYNC_FAMILIES: Record<string, SyncFamily> = { visitorLog: visitorLogSync };

export function syncFamily(name: string): SyncFamily {
  const family = SYNC_FAMILIES[name];
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
  const { _base, _pending, ...rest } = record;
  return rest as SyncedRecord;
}

/** The change sequence of the last server image the local copy is based on. */
export function serverChangeSeq(record: SyncedRecord): number {
  const base = record._base as SyncedRecord | undefined;
  return base ? Number(base.changeSeq) : Number(record.changeSeq);
}

export function timeOf(family: SyncFamily, record: Record<string, unknown>): number | null {
  if (!family.timeField) return null;
  const value = record[family.timeField];
  return typeof value === 'number' ? value : null;
}
