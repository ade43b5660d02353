import Dexie from 'dexie';
import type { GatehouseDatabase, ScopeRow } from '../db/database.ts';
import { recordTable, SYNC_FAMILIES, timeOf } from './families.ts';
import { keyString } from './rebase.ts';
import { scopeCovers } from './scopes.ts';

/** True for a write refused because the device is out of storage (Dexie wraps the DOMException). */
export function isQuotaExceeded(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { inner?: unknown }).inner) {
    if ((e as { name?: unknown }).name === Dexie.errnames.QuotaExceeded) return true;
    if ((e as { name?: unknown }).name === 'QuotaExceededError') return true;
  }
  return false;
}

export { estimateStorage, type StorageEstimate } from './storageEstimate.ts';

/**
 * Frees space by deleting mirrored rows nobody is looking at (DESIGN.md §2.2 "Storage"): only
 * confirmed rows (no pending mutation) that lie outside every open scope. The scopes that are not
 * open are forgotten with them, so reopening one loads it in full instead of trusting a cursor
 * whose rows are gone. Returns how many rows were deleted.
 */
export async function evictOutsideOpenScopes(
  db: GatehouseDatabase,
  openScopeIds: readonly string[],
): Promise<number> {
  const open = new Set(openScopeIds);
  let evicted = 0;
  for (const family of Object.values(SYNC_FAMILIES)) {
    const table = recordTable(db, family);
    evicted += await db.transaction('rw', [table, db.outbox, db.scopes], async () => {
      const scopes = await db.scopes.where('family').equals(family.name).toArray();
      const openScopes = scopes.filter((scope: ScopeRow) => open.has(scope.id));
      const pending = await db.outbox.where('status').equals('pending').toArray();
      const pendingKeys = new Set(
        pending.flatMap((row) =>
          row.records.filter((r) => r.table === family.table).map((r) => keyString(r.key)),
        ),
      );
      const closed = scopes.filter((scope) => !open.has(scope.id)).map((scope) => scope.id);
      await db.scopes.bulkDelete(closed);
      return table
        .filter((record) => {
          if (record._pending || pendingKeys.has(keyString(family.keyOf(record)))) return false;
          const time = timeOf(family, record);
          return !openScopes.some((scope) => scopeCovers(scope, record.EntityHierarchy, time));
        })
        .delete();
    });
  }
  return evicted;
}
