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

const shared = new Map<string, Promise<IDBDatabase | null>>();

/**
 * openExistingDatabase, one connection per database kept open for the page's later reads: the
 * first rows can be read without waiting for an opening, which can be asked for early (as soon as
 * the user is known). The connection closes, and is forgotten, when an upgrade or a deletion of
 * the database needs it to.
 */
export function openSharedDatabase(name: string, version: number): Promise<IDBDatabase | null> {
  let opening = shared.get(name);
  if (!opening) {
    opening = openExistingDatabase(name, version).then((db) => {
      if (!db) {
        shared.delete(name);
        return null;
      }
      const forget = () => {
        db.close();
        if (shared.get(name) === opening) shared.delete(name);
      };
      db.onversionchange = forget;
      db.onclose = forget;
      return db;
    });
    shared.set(name, opening);
  }
  return opening.then((db) => (db && db.version === version ? db : null));
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

/**
 * The rows of each key range of a store (index null: primary-key ranges) or of one of its
 * indexes, each range in a read-only transaction of its own, all started at once; null when the
 * store or index is missing. Many small requests in parallel transactions read a large window
 * several times faster in Chromium than a few large getAll requests in one transaction (the
 * database reads the next ranges while this thread deserializes the rows of the first ones).
 * `onRows` sees each range's rows as they arrive.
 */
export async function readRangesInParallel<T>(
  db: IDBDatabase,
  store: string,
  index: string | null,
  ranges: readonly IDBKeyRange[],
  onRows: (rows: T[]) => void,
): Promise<boolean> {
  if (!hasIndex(db, store, index ?? undefined)) return false;
  await Promise.all(
    ranges.map(async (range) => {
      const source = db.transaction(store, 'readonly').objectStore(store);
      const request: IDBRequest<T[]> = (index === null ? source : source.index(index)).getAll(
        range,
      );
      onRows(await requestResult(request));
    }),
  );
  return true;
}

/** One range's newest rows (readNewestRows), and whether the range holds more before them. */
export interface NewestRows<T> {
  rows: T[];
  more: boolean;
}

/**
 * The key of the `count`-th entry from the newest end of an index range, and whether an older
 * entry follows it; null when the range holds fewer entries.
 */
function newestKeyAt(
  source: IDBIndex,
  range: IDBKeyRange,
  count: number,
): Promise<{ key: IDBValidKey; more: boolean } | null> {
  return new Promise((resolve, reject) => {
    const request = source.openKeyCursor(range, 'prev');
    let step = count <= 1 ? 1 : 0;
    let key: IDBValidKey | null = null;
    request.onsuccess = () => {
      const cursor = request.result;
      if (step === 0) {
        // On the newest entry: move to the count-th.
        if (!cursor) return resolve(null);
        step = 1;
        return cursor.advance(count - 1);
      }
      if (step === 1) {
        // On the count-th entry (if any): one step further tells whether older ones follow.
        if (!cursor) return resolve(null);
        key = cursor.key;
        step = 2;
        return cursor.continue();
      }
      resolve(key === null ? null : { key, more: cursor !== null });
    };
    request.onerror = () => reject(request.error);
  });
}

/**
 * The newest rows of each key range of an index (ranges of [<key>, <order field>] keys, such as
 * a location's time range), in index order, in one read-only transaction: per range, every row
 * from the `limit`-th newest entry's key on (ties included, so possibly more than `limit`). A key
 * cursor finds that entry without reading rows, then one getAll reads them: a few requests
 * whatever the range holds. `more` tells whether older entries are left out. Null when the store
 * or index is missing.
 */
export async function readNewestRows<T>(
  db: IDBDatabase,
  store: string,
  index: string,
  ranges: readonly IDBKeyRange[],
  limit: number,
): Promise<NewestRows<T>[] | null> {
  if (!hasIndex(db, store, index)) return null;
  const source = db.transaction(store, 'readonly').objectStore(store).index(index);
  return Promise.all(
    ranges.map(async (range) => {
      const from = await newestKeyAt(source, range, limit);
      const newest =
        from === null ? range : IDBKeyRange.bound(from.key, range.upper, false, range.upperOpen);
      const request: IDBRequest<T[]> = source.getAll(newest);
      return { rows: await requestResult(request), more: from?.more ?? false };
    }),
  );
}

/**
 * Keys of an index range sampled from its newest end without reading any row: the entry `gap(0)`
 * places before the newest one (counting it as 1), then `gap(1)` entries further, and so on, down
 * to the oldest. One cursor step per sample; null when the store or index is missing.
 */
export async function sampleIndexKeys(
  db: IDBDatabase,
  store: string,
  index: string,
  range: IDBKeyRange,
  gap: (sample: number) => number,
): Promise<IDBValidKey[] | null> {
  if (!hasIndex(db, store, index)) return null;
  const request = db
    .transaction(store, 'readonly')
    .objectStore(store)
    .index(index)
    .openKeyCursor(range, 'prev');
  const keys: IDBValidKey[] = [];
  return new Promise((resolve, reject) => {
    // The cursor opens on the newest entry, the first position.
    let skipped = false;
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(keys);
      if (!skipped) {
        skipped = true;
        const first = gap(0);
        if (first > 1) return cursor.advance(first - 1);
      }
      keys.push(cursor.key);
      cursor.advance(gap(keys.length));
    };
    request.onerror = () => reject(request.error);
  });
}
