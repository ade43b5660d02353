import type { GatehouseDatabase, OutboxRow, RecordTableName } from '../db/database.ts';
import { outboxRecordId } from '../db/schema.ts';
import type { RecordKey, SyncedRecord } from './families.ts';
import { serverFields } from './families.ts';
import type { MutationContext, MutatorRegistry, RecordTarget } from './mutators/types.ts';

export function keyString(key: RecordKey): string {
  return `${key[0]}\u0000${key[1]}`;
}

export function targetId(target: RecordTarget): string {
  return outboxRecordId(target.table, target.key);
}

export function mutationContext(row: OutboxRow): MutationContext {
  return { mutationId: row.id, clientTime: row.clientTime };
}

/** Pending outbox rows of one table, grouped by record (keyString) and in queue order. In a tx. */
export async function pendingByRecord(
  db: GatehouseDatabase,
  table: RecordTableName,
): Promise<Map<string, OutboxRow[]>> {
  const rows = await db.outbox.where('status').equals('pending').sortBy('seq');
  const byRecord = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    for (const record of row.records) {
      if (record.table !== table) continue;
      const k = keyString(record.key);
      const list = byRecord.get(k);
      if (list) list.push(row);
      else byRecord.set(k, [row]);
    }
  }
  return byRecord;
}

/** Pending outbox rows of each target (by `targetId`), in queue order. In a tx. */
export async function pendingForTargets(
  db: GatehouseDatabase,
  targets: readonly RecordTarget[],
): Promise<Map<string, OutboxRow[]>> {
  const ids = targets.map(targetId);
  const rows = await db.outbox.where('recordIds').anyOf(ids).distinct().toArray();
  const pending = rows.filter((r) => r.status === 'pending').sort((a, b) => a.seq - b.seq);
  const byTarget = new Map<string, OutboxRow[]>(ids.map((id) => [id, []]));
  for (const row of pending) {
    for (const id of row.recordIds) byTarget.get(id)?.push(row);
  }
  return byTarget;
}

/**
 * The local row of a record: the server image (undefined when the server has none) with the
 * pending mutations applied on top in queue order. Null: no row (nothing there, nothing to
 * restore). With pending mutations the image is kept in `_base` (null for none), and a record
 * they remove stays as a hidden `_removed` row holding the image, so a rejection can restore it.
 */
export function composeRecord(
  serverImage: SyncedRecord | undefined,
  pending: readonly OutboxRow[],
  mutators: MutatorRegistry,
  target: RecordTarget,
): SyncedRecord | null {
  const base = serverImage === undefined ? undefined : serverFields(serverImage);
  if (pending.length === 0) return base ?? null;
  let visible: SyncedRecord | null = base ?? null;
  for (const row of pending) {
    const mutator = mutators[row.mutator];
    if (!mutator) continue;
    const next: SyncedRecord | null = mutator.apply(
      visible ?? undefined,
      row.args,
      mutationContext(row),
      target,
    );
    visible = next === null ? null : serverFields(next);
  }
  return localRow(base, visible, pending.length);
}

/** The row for a record with `pending` mutations: visible state, or hidden with its base. */
export function localRow(
  base: SyncedRecord | undefined,
  visible: SyncedRecord | null,
  pending: number,
): SyncedRecord | null {
  if (visible) return { ...visible, _base: base ?? null, _pending: pending };
  if (base) return { ...base, _base: base, _pending: pending, _removed: true };
  return null;
}

/** The server image a local row is based on; undefined when the server has none. */
export function baseOf(record: SyncedRecord | undefined): SyncedRecord | undefined {
  if (!record) return undefined;
  if (record._base === null) return undefined;
  return (record._base as SyncedRecord | undefined) ?? serverFields(record);
}

/** What the user sees of a local row: undefined when absent or removed by a pending mutation. */
export function visibleOf(record: SyncedRecord | undefined): SyncedRecord | undefined {
  return record && !record._removed ? serverFields(record) : undefined;
}
