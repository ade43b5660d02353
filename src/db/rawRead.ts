/**
 * Reads from a database Dexie created, with IndexedDB alone: for the first rows of a cold load,
 * which must not wait for the Dexie chunk. It only reads a database that exists at exactly the
 * expected version; anything else (missing, older, newer, no IndexedDB) is a `null` answer, and
 * the caller waits for Dexie, which creates or upgrades the database as usual.
 */

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Opens an existing database at its current version without creating or upgrading it; null when
 * it does not exist or its version is not `version`.
 */
export function openExistingDatabase(name: string, version: number): Promise<IDBDatabase | null> {
  const factory = globalThis.indexedDB;
  if (!factory) return Promise.resolve(null);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      // No version: an existing database opens as it is; a missing one would be created, which
      // onupgradeneeded prevents by aborting.
      request = factory.open(name);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      if (db.version === version) {
        // Let a later upgrade (Dexie's) proceed instead of being blocked by this connection.
        db.onversionchange = () => db.close();
        resolve(db);
      } else {
        db.close();
        resolve(null);
      }
    };
  });
}

/** Whether `db` has the store and (when named) the index a read needs. */
function hasIndex(db: IDBDatabase, store: string, index?: string): boolean {
  if (!db.objectStoreNames.contains(store)) return false;
  if (index === undefined) return true;
  const names = db.transaction(store, 'readonly').objectStore(store).indexNames;
  return names.contains(index);
}

/** One row by primary key; undefined when absent, null when the store is missing. */
export async function readByKey<T>(
  db: IDBDatabase,
  store: string,
  key: IDBValidKey,
): Promise<T | undefined | null> {
  if (!hasIndex(db, store)) return null;
  const request: IDBRequest<T | undefined> = db
    .transaction(store, 'readonly')
    .objectStore(store)
    .get(key);
  return requestResult(request);
}

/**
 * The rows of each key range of an index, in one read-only transaction; null when the store or
 * index is missing.
 */
export async function readIndexRanges<T>(
  db: IDBDatabase,
  store: string,
  index: string,
  ranges: readonly IDBKeyRange[],
): Promise<T[][] | null> {
  if (!hasIndex(db, store, index)) return null;
  const source = db.transaction(store, 'readonly').objectStore(store).index(index);
  return Promise.all(
    ranges.map((range) => {
      const request: IDBRequest<T[]> = source.getAll(range);
      return requestResult(request);
    }),
  );
}
