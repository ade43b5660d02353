import type { IndexableType } from 'dexie';
import type { GatehouseDatabase, OutboxRow, RecordTableName } from '../db/database.ts';
import type { RecordKey, SyncedRecord } from './families.ts';
import { serverFields } from './families.ts';
import type { MutatorRegistry } from './mutators/types.ts';

export function keyString(key: RecordKey): string {
  return `${key[0]}\u0000${key[1]}`;
}

/** Pending outbox rows of one table, grouped by record and in queue order. Call inside a tx. */
export async function pendingByRecord(
  db: GatehouseDatabase,
  table: RecordTableName,
): Promise<Map<string, OutboxRow[]>> {
  const rows = await db.outbox.where('status').equals('pending').sortBy('seq');
  const byRecord = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    if (row.table !== table) continue;
    const k = keyString(row.recordKey);
    const list = byRecord.get(k);
    if (list) list.push(row);
    else byRecord.set(k, [row]);
  }
  return byRecord;
}

export async function pendingForRecord(
  db: GatehouseDatabase,
  table: RecordTableName,
  key: RecordKey,
): Promise<OutboxRow[]> {
  const rows = await db.outbox
    .where('[table+recordKey]')
    .equals([table, key] as unknown as IndexableType)
    .toArray();
  return rows.filter((r) => r.status === 'pending').sort((a, b) => a.seq - b.seq);
}

/**
 * The local record for a server image: the image itself when nothing is pending, otherwise the
 * pending mutators applied on top of it in queue order, with the image kept in `_base`.
 */
export function composeRecord(
  serverImage: SyncedRecord,
  pending: readonly OutboxRow[],
  mutators: MutatorRegistry,
): SyncedRecord {
  const base = serverFields(serverImage);
  if (pending.length === 0) return base;
  let visible = base;
  for (const row of pending) {
    const mutator = mutators[row.mutator];
    if (mutator) visible = serverFields(mutator.apply(visible, row.args));
  }
  return { ...visible, _base: base, _pending: pending.length };
}

/** The server image a local record is based on. */
export function baseOf(record: SyncedRecord): SyncedRecord {
  return (record._base as SyncedRecord | undefined) ?? serverFields(record);
}
