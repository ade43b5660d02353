import { type BrowserContext, type Page, request, type WebSocketRoute } from '@playwright/test';
import { ShellPage } from '../../e2e/pages/ShellPage.ts';
import { GatehouseApi, type Site } from '../../e2e/support/api.ts';
import { DEMO_PASSWORD, demoUsers } from '../../e2e/support/demo.ts';

export interface BenchPage {
  page: Page;
  site: Site;
  /** The HTTP API with the page's session cookie. */
  api: GatehouseApi;
  /** Closes the page's live connection and refuses new ones until `restoreMqtt`. */
  cutMqtt(): Promise<void>;
  restoreMqtt(): void;
  close(): Promise<void>;
}

/** Routes the context's MQTT WebSockets through a switch that can drop them. */
async function mqttSwitch(context: BrowserContext) {
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/mqtt/, (socket) => {
    if (cut) {
      void socket.close({ code: 1001, reason: 'bench: live connection cut' });
      return;
    }
    open.add(socket);
    socket.onClose(() => open.delete(socket));
    socket.connectToServer();
  });
  return {
    async cut() {
      cut = true;
      await Promise.all([...open].map((socket) => socket.close({ code: 1001, reason: 'cut' })));
      open.clear();
    },
    restore() {
      cut = false;
    },
  };
}

/**
 * Signs the demo admin in through the identity provider's form, opens the visitor log and
 * chooses the organisation's first site, then waits until the log has rows.
 */
export async function openBenchVisitorLog(
  context: BrowserContext,
  baseURL: string,
): Promise<BenchPage> {
  const mqtt = await mqttSwitch(context);
  const page = await context.newPage();
  // tsx (esbuild keepNames) wraps named functions in `__name(...)`; functions handed to
  // page.evaluate carry that call into the page, so the page needs the helper too.
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.goto(`${baseURL}/`);
  await page.waitForURL(/\/authenticate/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  await page.getByLabel('Email').fill(demoUsers.admin);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !/^\/(auth|oidc|authenticate)(\/|$)/.test(url.pathname));

  const requests = await request.newContext({
    baseURL,
    storageState: await context.storageState(),
  });
  const api = new GatehouseApi(requests);
  const site = await api.firstSite();
  await page.goto(`${baseURL}/visitors/log`);
  await new ShellPage(page).chooseLocation(site.name);
  await page.getByRole('table').locator('tbody').getByRole('row').first().waitFor();
  await page
    .getByRole('status', { name: 'Sync status' })
    .getByLabel(/^Online\. /)
    .waitFor();
  return {
    page,
    site,
    api,
    cutMqtt: () => mqtt.cut(),
    restoreMqtt: () => mqtt.restore(),
    async close() {
      await requests.dispose();
      await page.close();
    },
  };
}

/**
 * How many visitor records of `hierarchy` signed in at or after `since` the page's Dexie database
 * holds, counted on the [EntityHierarchy+evtTimeStamp] index with raw IndexedDB.
 */
export function localVisitorCount(page: Page, hierarchy: string, since: number): Promise<number> {
  return page.evaluate(
    async ({ hierarchy, since }) => {
      const names = (await indexedDB.databases()).map((info) => info.name ?? '');
      const name = names.find((n) => n.startsWith('gatehouse-') && n !== 'gatehouse-session');
      if (!name) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        const index = db
          .transaction('visitorLog', 'readonly')
          .objectStore('visitorLog')
          .index('[EntityHierarchy+evtTimeStamp]');
        const range = IDBKeyRange.bound([hierarchy, since], [hierarchy, Number.MAX_SAFE_INTEGER]);
        return await new Promise<number>((resolve, reject) => {
          const count = index.count(range);
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        });
      } finally {
        db.close();
      }
    },
    { hierarchy, since },
  );
}
