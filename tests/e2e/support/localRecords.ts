import type { Page } from '@playwright/test';

/** One stored row of the app's local database, as IndexedDB holds it. */
export type LocalRow = Record<string, unknown>;

/**
 * Every row of `table` in the signed-in user's local database (IndexedDB `gatehouse-{org}-{sub}`,
 * src/db/names.ts), read with the browser's own IndexedDB API beside the running app.
 */
export function localRecords(page: Page, table: string): Promise<LocalRow[]> {
  return page.evaluate(async (table) => {
    const databases = await indexedDB.databases();
    const name = databases
      .map((database) => database.name ?? '')
      .find((candidate) => candidate.startsWith('gatehouse-') && candidate !== 'gatehouse-session');
    if (!name) throw new Error('No local database of a signed-in user');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    try {
      return await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const reading = database.transaction(table, 'readonly').objectStore(table).getAll();
        reading.onsuccess = () => resolve(reading.result);
        reading.onerror = () => reject(reading.error);
      });
    } finally {
      database.close();
    }
  }, table);
}
