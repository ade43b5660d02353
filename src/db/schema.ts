import type { Transaction } from 'dexie';
import { FAMILY_TABLE_LIST, FAMILY_TABLES, type FamilyTable } from '../../contract/familyTables.ts';

/** Families whose tables came after version 2 (they are not part of its schema). */
const ADDED_IN_V4: ReadonlySet<string> = new Set(['devices']);

/**
 * Numbered schema versions of the per-user database (DESIGN.md §2.1). A version keeps every table
 * of the older ones with its primary key, so IndexedDB keeps their rows, the outbox above all,
 * through an upgrade; only unused secondary indexes may go.
 */
export const SCHEMA_VERSION = 4;

const BOOKKEEPING_STORES = {
  scopes: 'id, family',
  outbox: 'id, seq, status, [table+recordKey]',
  meta: 'key',
};

/** Version 3: outbox rows name every record they affect (a multiEntry index of record ids). */
const OUTBOX_V3 = 'id, seq, status, *recordIds';

/** Version 1: the visitor log only. */
export const SCHEMA_V1: Record<string, string> = {
  visitorLog:
    '[EntityHierarchy+evtTimeStampProfileID], [EntityHierarchy+evtTimeStamp], evtTimeStamp',
  ...BOOKKEEPING_STORES,
};

/**
 * A record table: keyed by [EntityHierarchy+<sort key>], indexed by [EntityHierarchy+<time field>]
 * for time-range reads of a location subtree, or by EntityHierarchy for families without time.
 */
export function recordStore(family: FamilyTable): string {
  const secondary = family.timeField ? `[EntityHierarchy+${family.timeField}]` : 'EntityHierarchy';
  return `[EntityHierarchy+${family.sortKey}], ${secondary}`;
}

/**
 * Version 2: every record family. The visitor log keeps its rows and drops the plain evtTimeStamp
 * index, which nothing read and every write paid for.
 */
export const SCHEMA_V2: Record<string, string> = {
  ...Object.fromEntries(
    FAMILY_TABLE_LIST.filter((family) => !ADDED_IN_V4.has(family.name)).map((family) => [
      family.name,
      recordStore(family),
    ]),
  ),
  ...BOOKKEEPING_STORES,
};

/** Version 3: the outbox rows of mutators that change several records, create or remove them. */
export const SCHEMA_V3: Record<string, string> = { ...SCHEMA_V2, outbox: OUTBOX_V3 };

/** Version 4: the devices family (contract/resources.ts), a new table; nothing else changes. */
export const SCHEMA_V4: Record<string, string> = {
  ...SCHEMA_V3,
  devices: recordStore(FAMILY_TABLES.devices),
};

/** The string an outbox row indexes a record by: table and both key parts, types kept. */
export function outboxRecordId(table: string, key: readonly [string, string | number]): string {
  return JSON.stringify([table, key[0], key[1]]);
}

/**
 * Rows queued by version 1 or 2 named one record (`table` + `recordKey`): each becomes a row
 * affecting that one record, with its creation time as client time (no offset was measured).
 * Their base is unknown: as before, a success leaves the local state until the server's image.
 */
export async function upgradeOutboxRows(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      if (Array.isArray(row.records)) return;
      const table = String(row.table);
      const key = row.recordKey as [string, string | number];
      row.records = [{ table, key, baseSeq: Number.MAX_SAFE_INTEGER }];
      row.recordIds = [outboxRecordId(table, key)];
      row.clientTime = row.createdAt;
      delete row.table;
      delete row.recordKey;
    });
}

/** After a schema change every scope reloads in full (DESIGN.md §2.2 "Catch-up"). */
export async function reloadScopesInFull(tx: Transaction): Promise<void> {
  await tx.table('scopes').toCollection().modify({ cursor: null });
}
