import type { Page } from '@playwright/test';

/** Names of the per-user local databases on the device (all but the cached session's). */
export function userDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('gatehouse-') && name !== 'gatehouse-session'),
  );
}

/** The URLs of Cache Storage entries whose stored body contains `text`. */
export function cachedEntriesContaining(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (text) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))?.text();
        if (body?.includes(text)) found.push(request.url);
      }
    }
    return found;
  }, text);
}
