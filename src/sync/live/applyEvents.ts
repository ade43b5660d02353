import type { LiveEvent } from '../../../contract/index.ts';
import type { GatehouseDatabase, OutboxRow, ScopeRow } from '../../db/database.ts';
import type { RecordKey, SyncedRecord, SyncFamily } from '../families.ts';
import { recordTable, serverChangeSeq } from '../families.ts';
import type { MutatorRegistry } from '../mutators/types.ts';
import { boundObservedChanges, putObserved } from '../observedWrites.ts';
import { composeRecord, keyString, pendingForTargets, targetId } from '../rebase.ts';
import { cursorValue, isLoaded, scopeCovers } from '../scopes.ts';
import { tombstoneRow, tombstonesOf } from '../tombstones.ts';
import type { AppliedRows } from './appliedRows.ts';
import { log } from '../../log/consoleOutput.ts';

/** What a batch changes, by `keyString`: a record to put, or null to delete. */
type Changes = Map<string, { key: RecordKey; record: SyncedRecord | null }>;

/**
 * Applies a batch of live events of one family in ONE transaction. An event applies only inside
 * a loaded scope (subtree and time window) and only when newer than the stored version, so
 * duplicates and reordering are harmless. Returns how many changed the database; once the
 * transaction has committed, `onCommitted` gets what it wrote (see appliedRows.ts).
 *
 * Live latency is mostly IndexedDB round trips, so the batch costs two rounds whatever its size:
 * every read at once (scopes, tombstones, the stored records, the pending outbox), then every
 * write at once. Events of the same record within a batch see each other's results.
 */
export async function applyEvents(
  db: GatehouseDatabase,
  family: SyncFamily,
  events: readonly LiveEvent[],
  mutators: MutatorRegistry,
  onCommitted?: (rows: AppliedRows) => void,
): Promise<number> {
  const table = recordTable(db, family);
  const ordered = events
    .filter((event) => event.family === family.name)
    .sort((a, b) => a.changeSeq - b.changeSeq);
  if (ordered.length === 0) return 0;
  const keys = ordered.map((event) => family.keyFromText(event.EntityHierarchy, event.key));

  const written: AppliedRows = { family: family.name, puts: [], deletes: [] };
  const applied = await db.transaction('rw', [table, db.outbox, db.meta, db.scopes], async (tx) => {
    // Only this batch's records: the outbox of a phone offline for a while and the tombstones of
    // a long day are not read again for every live batch.
    const [allScopes, tombstones, stored, pendingByTarget] = await Promise.all([
      db.scopes.where('family').equals(family.name).toArray(),
      tombstonesOf(db.meta, family.name, keys),
      table.bulkGet(keys),
      pendingForTargets(
        db,
        keys.map((key) => ({ table: family.table, key })),
      ),
    ]);
    const pending = new Map<string, OutboxRow[]>();
    for (const key of keys) {
      pending.set(
        keyString(key),
        pendingByTarget.get(targetId({ table: family.table, key })) ?? [],
      );
    }
    const scopes = allScopes.filter(isLoaded);
    const current = new Map<string, SyncedRecord | undefined>();
    keys.forEach((key, i) => {
      const k = keyString(key);
      if (!current.has(k)) current.set(k, stored[i] as SyncedRecord | undefined);
    });
    const changes: Changes = new Map();
    const removed: { key: RecordKey; changeSeq: number }[] = [];
    let applied = 0;

    ordered.forEach((event, i) => {
      const key = keys[i] as RecordKey;
      const k = keyString(key);
      const outcome = decide(scopes, tombstones, event, key, current.get(k));
      if (outcome === 'ignore') return;
      applied += 1;
      if (outcome === 'remove') {
        tombstones.set(k, event.changeSeq);
        removed.push({ key, changeSeq: event.changeSeq });
      }
      // Pending mutations apply on top of the new image, or of nothing when it was removed.
      const image = outcome === 'remove' ? undefined : outcome;
      const target = { table: family.table, key };
      const record = composeRecord(image, pending.get(k) ?? [], mutators, target);
      current.set(k, record ?? undefined);
      changes.set(k, { key, record });
    });

    await writeChanges(changes, removed);
    boundObservedChanges(tx);
    return applied;
  });
  onCommitted?.(written);
  return applied;

  function decide(
    scopes: ScopeRow[],
    tombstones: Map<string, number>,
    event: LiveEvent,
    key: RecordKey,
    local: SyncedRecord | undefined,
  ): 'ignore' | 'remove' | SyncedRecord {
    const covering = scopes.filter((s) => scopeCovers(s, event.EntityHierarchy, event.eventTime));
    if (covering.length === 0) return 'ignore';
    if (local && serverChangeSeq(local) >= event.changeSeq) return 'ignore';
    // Absent and not newer than every covering cursor: the retrieval already reflects it.
    const newestCursor = Math.max(...covering.map((s) => cursorValue(s.cursor)));
    if (!local && event.changeSeq <= newestCursor) return 'ignore';
    if ((tombstones.get(keyString(key)) ?? -1) >= event.changeSeq) return 'ignore';
    if (event.eventType === 'REMOVE') return 'remove';

    const image = family.wire.schema.safeParse(event.NewImage);
    if (!image.success) {
      log.warn(`Ignored a ${event.eventType} event with an invalid image`, image.error.message);
      return 'ignore';
    }
    const record = image.data as SyncedRecord;
    const [h, sortKey] = family.keyOf(record);
    if (
      h !== key[0] ||
      keyString([h, sortKey]) !== keyString(key) ||
      record.changeSeq !== event.changeSeq
    ) {
      log.warn('Ignored an event whose image does not match its key or changeSeq', event.key);
      return 'ignore';
    }
    return record;
  }

  async function writeChanges(
    changes: Changes,
    removed: { key: RecordKey; changeSeq: number }[],
  ): Promise<void> {
    const puts: SyncedRecord[] = [];
    const deletes: RecordKey[] = [];
    for (const { key, record } of changes.values()) {
      if (record) puts.push(record);
      else deletes.push(key);
    }
    written.puts = puts;
    written.deletes = deletes;
    await Promise.all([
      puts.length > 0 ? putObserved(table, puts) : undefined,
      deletes.length > 0 ? table.bulkDelete(deletes) : undefined,
      removed.length > 0
        ? db.meta.bulkPut(removed.map((r) => tombstoneRow(family.name, r.key, r.changeSeq)))
        : undefined,
    ]);
  }
}
