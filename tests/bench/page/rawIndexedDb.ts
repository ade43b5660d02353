/** The physical limit to compare with: plain IndexedDB, no library. */
const STORE = 'visitorLog';

export function openRawDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, {
        keyPath: ['EntityHierarchy', 'evtTimeStampProfileID'],
      });
      store.createIndex('byTime', ['EntityHierarchy', 'evtTimeStamp']);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function putAllInOneTransaction(db: IDBDatabase, records: object[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    for (const record of records) store.put(record);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

export function readLocation(db: IDBDatabase, site: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const range = IDBKeyRange.bound([site, 0], [site, Number.MAX_SAFE_INTEGER]);
    const request = db.transaction(STORE).objectStore(STORE).index('byTime').getAll(range);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}
