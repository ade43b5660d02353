import Dexie from 'dexie';
import { GatehouseDatabase, type OutboxRow, sessionDb, userDatabaseName } from '../db/database.ts';

/**
 * Caches that hold no personal data and that sign-out keeps: the app shell's precache (so the app
 * still starts offline) and the built files kept on first use (sw/runtimeAssets.ts).
 */
const KEPT_CACHE = /^(workbox-precache|gatehouse-runtime-assets)/;

/** The signed-in user's database name, from the cached session; null when none is cached. */
export async function cachedUserDatabase(): Promise<string | null> {
  const row = await sessionDb.session.get('current').catch(() => undefined);
  return row ? userDatabaseName(row.user) : null;
}

/** The changes still waiting to be sent from a user's database, in queue order. */
export async function waitingChanges(dbName: string | null): Promise<OutboxRow[]> {
  if (!dbName || !(await Dexie.exists(dbName))) return [];
  const db = new GatehouseDatabase(dbName);
  try {
    return await db.outbox.where('status').equals('pending').sortBy('seq');
  } finally {
    db.close();
  }
}

/**
 * Deletes the user's database (visitor and worker records, the evacuation pack, the outbox) and
 * every cache but the kept ones. Other connections (the sync worker, the tab's own) close on the
 * delete's versionchange event (Dexie's default), so the delete is not blocked.
 */
export async function removeDeviceData(dbName: string | null): Promise<void> {
  if (dbName) await Dexie.delete(dbName);
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !KEPT_CACHE.test(name)).map((n) => caches.delete(n)));
}

/** Forgets the cached session (the shell then starts at sign-in). */
export async function clearCachedSession(): Promise<void> {
  await sessionDb.session.clear().catch(() => undefined);
}
