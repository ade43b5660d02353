import type { Page } from '@playwright/test';

export interface RawLogRead {
  /** Opening the app's database and reading the rows, in ms. */
  ms: number;
  rows: number;
  /** The sign-in time of the oldest row read (the newest `count` rows end there). */
  oldest: number;
}

/**
 * Reads the newest `count` visitor records of `hierarchy` signed in at or after `since` with
 * plain IndexedDB in the page (open the app's database, a reverse cursor on the
 * [EntityHierarchy+evtTimeStamp] index): the fastest the page could have those rows.
 */
export function readNewestVisitors(
  page: Page,
  hierarchy: string,
  since: number,
  count: number,
): Promise<RawLogRead> {
  return page.evaluate(
    async ({ hierarchy, since, count }) => {
      const names = (await indexedDB.databases()).map((info) => info.name ?? '');
      const name = names.find((n) => n.startsWith('gatehouse-') && n !== 'gatehouse-session');
      if (!name) throw new Error('the page has no Gatehouse database');
      const started = performance.now();
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const rows = await new Promise<{ evtTimeStamp: number }[]>((resolve, reject) => {
        const found: { evtTimeStamp: number }[] = [];
        const range = IDBKeyRange.bound([hierarchy, since], [hierarchy, Number.MAX_SAFE_INTEGER]);
        const cursor = db
          .transaction('visitorLog', 'readonly')
          .objectStore('visitorLog')
          .index('[EntityHierarchy+evtTimeStamp]')
          .openCursor(range, 'prev');
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (at && found.length < count) {
            found.push(at.value);
            at.continue();
          } else resolve(found);
        };
        cursor.onerror = () => reject(cursor.error);
      });
      const ms = performance.now() - started;
      db.close();
      return {
        ms,
        rows: rows.length,
        oldest: Math.min(...rows.map((row) => row.evtTimeStamp)),
      };
    },
    { hierarchy, since, count },
  );
}
