import Dexie, { type Table } from 'dexie';
import type { GatehouseDatabase, ScopeRow } from '../../db/database.ts';
import type { RecordKey, SyncedRecord, SyncFamily } from '../families.ts';
import { recordTable, serverChangeSeq } from '../families.ts';
import type { MutatorRegistry } from '../mutators/types.ts';
import { boundObservedChanges, putObserved } from '../observedWrites.ts';
import { composeRecord, keyString, pendingByRecord } from '../rebase.ts';
import { cursorValue } from '../scopes.ts';
import { familyTombstones, pruneTombstones } from '../tombstones.ts';
import type { RetrievalAnswer } from './fetchScope.ts';

type Answer = Extract<RetrievalAnswer, { kind: 'answer' }>;
type RecordTable = Table<SyncedRecord, RecordKey>;

/**
 * Writes a retrieval answer and the scope's new cursor in ONE transaction.
 * `full`: the answer is the whole window, so rows of the window missing from it are removed.
 * `changes`: upserts and tombstones after the cursor. Records with pending mutations are rebased
 * on the new image (or on nothing, when the server removed them), never overwritten.
 *
 * Cost: a fixed number of requests whatever the answer's size. The family's tombstones, the
 * pending mutations and the primary keys stored under the scope's locations are read once; full
 * rows are read only where a local copy exists (to keep a newer one) or where a row of the window
 * is missing from the answer (to keep one a live event brought after the server's snapshot).
 * A row whose stored copy already equals the answer's is not written again.
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
  await db.transaction('rw', [table, db.outbox, db.meta, db.scopes], async (tx) => {
    const scope = await db.scopes.get(scopeId);
    if (!scope) return;
    const cursor = cursorValue(answer.cursor);
    const [pending, tombstones, stored] = await Promise.all([
      pendingByRecord(db, family.table),
      familyTombstones(db.meta, family.name),
      storedKeys(table, scope.hierarchies),
    ]);

    const keys = answer.items.map((item) => family.keyOf(item));
    const local = await localRows(table, keys, stored, scope.hierarchies);
    const writes: SyncedRecord[] = [];
    const deletions: RecordKey[] = [];
    const rebase = (key: RecordKey, image: SyncedRecord | undefined) => {
      const pendingRows = pending.get(keyString(key)) ?? [];
      const row = composeRecord(image, pendingRows, mutators, { table: family.table, key });
      if (row) writes.push(row);
      else deletions.push(key);
    };
    for (const [i, item] of answer.items.entries()) {
      const key = keys[i] as RecordKey;
      const k = keyString(key);
      const copy = local.get(k);
      if (copy && serverChangeSeq(copy) > item.changeSeq) continue;
      if ((tombstones.get(k) ?? -1) >= item.changeSeq) continue;
      // Already stored as it is (no pending mutation): a full refresh rewrites only what changed,
      // so the live queries of the page re-read only the slices that changed.
      if (copy && !pending.has(k) && sameRecord(copy, item)) continue;
      rebase(key, item);
    }

    const removedKeys = answer.removed.map((gone) =>
      family.keyFromText(gone.EntityHierarchy, gone.key),
    );
    const removedLocal = await table.bulkGet(removedKeys);
    for (const [i, key] of removedKeys.entries()) {
      const local = removedLocal[i];
      const removedAt = answer.removed[i]?.changeSeq ?? -1;
      // Gone on the server: pending mutations apply to nothing (a pending create still shows).
      if (local !== undefined && serverChangeSeq(local) <= removedAt) rebase(key, undefined);
    }
    if (mode === 'full' && stored.size > 0) {
      const answered = new Set(keys.map(keyString));
      for (const k of answer.invalidKeys) answered.add(k);
      const unanswered = (await windowKeys(table, family, scope)).filter(
        (key) => !answered.has(keyString(key)),
      );
      const rows = await table.bulkGet(unanswered);
      for (const [i, row] of rows.entries()) {
        // A copy newer than the answer came from a live event after the server's snapshot;
        // a row an older version stored that fails the schema now goes like any other. A
        // pending create the server does not have yet (no base) stays as it is.
        if (!row || row._base === null) continue;
        const stale = row._invalid !== undefined || serverChangeSeq(row) <= cursor;
        if (stale) rebase(unanswered[i] as RecordKey, undefined);
      }
    }
    await Promise.all([putObserved(table, writes), table.bulkDelete(deletions)]);

    await pruneTombstones(db, family.name, scope.hierarchies, cursor);
    await db.scopes.update(scopeId, {
      cursor: answer.cursor,
      lastSyncedAt: now,
      status: 'ready',
      error: undefined,
    });
    boundObservedChanges(tx);
  });
}

/** Primary keys (as keyString) of every row stored under the locations, whatever their time. */
async function storedKeys(
  table: RecordTable,
  hierarchies: readonly string[],
): Promise<Set<string>> {
  const lists = await Promise.all(
    hierarchies.map((h) =>
      table.where(':id').between([h, Dexie.minKey], [h, Dexie.maxKey], true, true).primaryKeys(),
    ),
  );
  const keys = new Set<string>();
  for (const list of lists) for (const key of list) keys.add(keyString(key));
  return keys;
}

/**
 * The local copies of the given keys. Only keys known to be stored (or outside the scope's
 * locations, which `stored` does not cover) are read.
 */
async function localRows(
  table: RecordTable,
  keys: readonly RecordKey[],
  stored: ReadonlySet<string>,
  hierarchies: readonly string[],
): Promise<Map<string, SyncedRecord>> {
  const inScope = new Set(hierarchies);
  const toRead = keys.filter((key) => stored.has(keyString(key)) || !inScope.has(key[0]));
  const rows = await table.bulkGet(toRead);
  const copies = new Map<string, SyncedRecord>();
  for (const [i, row] of rows.entries()) {
    if (row) copies.set(keyString(toRead[i] as RecordKey), row);
  }
  return copies;
}

/**
 * The same fields with the same values, in the same order (a stored copy was written from the
 * same schema's output; a different order only costs a rewrite). Bookkeeping fields differ.
 */
function sameRecord(stored: SyncedRecord, image: SyncedRecord): boolean {
  return JSON.stringify(stored) === JSON.stringify(image);
}

/** Primary keys of the rows inside the scope's window (its locations and time range). */
async function windowKeys(
  table: RecordTable,
  family: SyncFamily,
  scope: ScopeRow,
): Promise<RecordKey[]> {
  const lists = await Promise.all(
    scope.hierarchies.map((h) =>
      family.timeField
        ? table
            .where(`[EntityHierarchy+${family.timeField}]`)
            .between([h, scope.beginTime], [h, scope.endTime], true, true)
            .primaryKeys()
        : table.where('EntityHierarchy').equals(h).primaryKeys(),
    ),
  );
  return lists.flat();
}
