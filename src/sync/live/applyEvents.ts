import type { LiveEvent } from '../../../contract/index.ts';
import type { GatehouseDatabase, ScopeRow } from '../../db/database.ts';
import type { RecordKey, SyncFamily, SyncedRecord } from '../families.ts';
import { recordTable, serverChangeSeq } from '../families.ts';
import type { MutatorRegistry } from '../mutators/types.ts';
import { composeRecord, keyString, pendingForRecord } from '../rebase.ts';
import { cursorValue, isLoaded, scopeCovers } from '../scopes.ts';
import { familyTombstones, putTombstone } from '../tombstones.ts';

/**
 * Applies a batch of live events of one family in ONE transaction. An event applies only inside
 * a loaded scope (subtree and time window) and only when newer than the stored version, so
 * duplicates and reordering are harmless. Returns how many changed the database.
 */
export async function applyEvents(
  db: GatehouseDatabase,
  family: SyncFamily,
  events: readonly LiveEvent[],
  mutators: MutatorRegistry,
): Promise<number> {
  const table = recordTable(db, family);
  const ordered = [...events].sort((a, b) => a.changeSeq - b.changeSeq);
  return db.transaction('rw', [table, db.outbox, db.meta, db.scopes], async () => {
    const scopes = (await db.scopes.where('family').equals(family.name).toArray()).filter(isLoaded);
    const tombstones = await familyTombstones(db.meta, family.name);
    let applied = 0;
    for (const event of ordered) {
      if (await applyOne(scopes, tombstones, event)) applied += 1;
    }
    return applied;
  });

  async function applyOne(
    scopes: ScopeRow[],
    tombstones: Map<string, number>,
    event: LiveEvent,
  ): Promise<boolean> {
    if (event.family !== family.name) return false;
    const covering = scopes.filter((s) => scopeCovers(s, event.EntityHierarchy, event.eventTime));
    if (covering.length === 0) return false;
    const key: RecordKey = family.keyFromText(event.EntityHierarchy, event.key);
    const local = await table.get(key);
    if (local && serverChangeSeq(local) >= event.changeSeq) return false;
    // Absent and not newer than every covering cursor: the retrieval already reflects it.
    const newestCursor = Math.max(...covering.map((s) => cursorValue(s.cursor)));
    if (!local && event.changeSeq <= newestCursor) return false;
    if ((tombstones.get(keyString(key)) ?? -1) >= event.changeSeq) return false;

    if (event.eventType === 'REMOVE') {
      await table.delete(key);
      await putTombstone(db.meta, family.name, key, event.changeSeq);
      tombstones.set(keyString(key), event.changeSeq);
      return true;
    }
    const image = family.wire.schema.safeParse(event.NewImage);
    if (!image.success) {
      console.warn(`Ignored a ${event.eventType} event with an invalid image`, image.error.message);
      return false;
    }
    const record = image.data as SyncedRecord;
    const [h, sortKey] = family.keyOf(record);
    if (
      h !== key[0] ||
      keyString([h, sortKey]) !== keyString(key) ||
      record.changeSeq !== event.changeSeq
    ) {
      console.warn('Ignored an event whose image does not match its key or changeSeq', event.key);
      return false;
    }
    const pending = await pendingForRecord(db, family.table, key);
    await table.put(composeRecord(record, pending, mutators));
    return true;
  }
}
