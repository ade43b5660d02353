import type { ScopeRow } from '../../db/database.ts';
import type { GatehouseDatabase } from '../../db/database.ts';
import type { RecordKey, SyncFamily, SyncedRecord } from '../families.ts';
import { recordTable, serverChangeSeq } from '../families.ts';
import type { MutatorRegistry } from '../mutators/types.ts';
import { composeRecord, keyString, pendingByRecord } from '../rebase.ts';
import { cursorValue } from '../scopes.ts';
import { pruneTombstones, tombstoneSeq } from '../tombstones.ts';
import type { RetrievalAnswer } from './fetchScope.ts';

type Answer = Extract<RetrievalAnswer, { kind: 'answer' }>;

/**
 * Writes a retrieval answer and the scope's new cursor in ONE transaction.
 * `full`: the answer is the whole window, so rows of the window missing from it are deleted
 * (unless a mutation is pending on them). `changes`: upserts and tombstones after the cursor.
 * Records with pending mutations are rebased on the new image, never overwritten.
 */
export async function applyRetrieval(
  db: GatehouseDatabase,
  family: SyncFamily,
  scopeId: string,
  answer: Answer,
  mode: 'full' | 'changes',
  mutators: MutatorRegistry,
  now: number,
): Promise<void> {
  const table = recordTable(db, family);
  await db.transaction('rw', [table, db.outbox, db.meta, db.scopes], async () => {
    const scope = await db.scopes.get(scopeId);
    if (!scope) return;
    const pending = await pendingByRecord(db, family.table);
    const keys = answer.items.map((item) => family.keyOf(item));
    const stored = await table.bulkGet(keys);
    const writes: SyncedRecord[] = [];
    for (const [i, item] of answer.items.entries()) {
      const key = keys[i] as RecordKey;
      const local = stored[i];
      if (local && serverChangeSeq(local) > item.changeSeq) continue;
      if ((await tombstoneSeq(db.meta, family.name, key)) >= item.changeSeq) continue;
      writes.push(composeRecord(item, pending.get(keyString(key)) ?? [], mutators));
    }
    await table.bulkPut(writes);

    const deletions: RecordKey[] = [];
    for (const gone of answer.removed) {
      const key: RecordKey = [gone.EntityHierarchy, gone.key];
      const local = await table.get(key);
      if (local && serverChangeSeq(local) <= gone.changeSeq) deletions.push(key);
    }
    const cursor = cursorValue(answer.cursor);
    if (mode === 'full') {
      const answered = new Set(keys.map(keyString));
      for (const k of answer.invalidKeys) answered.add(k);
      for (const record of await windowRecords(db, family, scope)) {
        const key = family.keyOf(record);
        const k = keyString(key);
        // A copy newer than the answer came from a live event after the server's snapshot.
        if (answered.has(k) || pending.has(k) || serverChangeSeq(record) > cursor) continue;
        deletions.push(key);
      }
    }
    await table.bulkDelete(deletions);

    await pruneTombstones(db, family.name, scope.hierarchies, cursor);
    await db.scopes.update(scopeId, {
      cursor: answer.cursor,
      lastSyncedAt: now,
      status: 'ready',
      error: undefined,
    });
  });
}

async function windowRecords(
  db: GatehouseDatabase,
  family: SyncFamily,
  scope: ScopeRow,
): Promise<SyncedRecord[]> {
  const table = recordTable(db, family);
  const records: SyncedRecord[] = [];
  for (const h of scope.hierarchies) {
    const collection = family.timeField
      ? table
          .where(`[EntityHierarchy+${family.timeField}]`)
          .between([h, scope.beginTime], [h, scope.endTime], true, true)
      : table.where('EntityHierarchy').equals(h);
    records.push(...(await collection.toArray()));
  }
  return records;
}
