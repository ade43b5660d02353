import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type BrowserContext, type Page, request } from '@playwright/test';
import { ShellPage } from '../../e2e/pages/ShellPage.ts';
import { GatehouseApi, type Site } from '../../e2e/support/api.ts';
import { DEMO_PASSWORD, demoUsers } from '../../e2e/support/demo.ts';
import { waitForServiceWorkerInstalled } from '../../e2e/support/serviceWorker.ts';
import type { BenchServer } from './benchServer.ts';

const SETUP_TIMEOUT_MS = 180_000;

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

/**
 * Cuts the page's live connection at the server: the WebSockets upgraded at /mqtt are destroyed,
 * and new ones too until `restore`. Not Playwright's routeWebSocket: its proxy carries every
 * message through the test process and would be measured along with the app.
 */
function mqttSwitch(server: BenchServer) {
  let cut = false;
  const open = new Set<Duplex>();
  server.gatehouse.app.server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (!request.url?.startsWith('/mqtt')) return;
    if (cut) {
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  return {
    async cut() {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
  };
}

/**
 * Signs the demo admin in through the identity provider's form, opens the visitor log and
 * chooses the organisation's first site, then waits until the log has rows. `beforeOpen` runs
 * after the sign-in, before the log opens (to write data the first retrieval should bring).
 */
export async function openBenchVisitorLog(
  context: BrowserContext,
  server: BenchServer,
  beforeOpen?: (site: Site) => Promise<void>,
): Promise<BenchPage> {
  const { baseURL } = server;
  const mqtt = mqttSwitch(server);
  const page = await context.newPage();
  // The setup waits on a page that may be applying tens of thousands of records (the log and the
  // evacuation pack) on a shared machine: Playwright's 30 s default is too short for a click.
  page.setDefaultTimeout(SETUP_TIMEOUT_MS);
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
  if (beforeOpen) {
    // No app running while the data is written: it would receive it as live events.
    await page.goto('about:blank');
    await beforeOpen(site);
  }
  await page.goto(`${baseURL}/visitors/log`);
  await new ShellPage(page).chooseLocation(site.name);
  await page
    .getByRole('table')
    .locator('tbody')
    .getByRole('row')
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      const shown = (await page.locator('main').textContent({ timeout: 5_000 }))?.slice(0, 300);
      throw new Error(
        `${error instanceof Error ? error.message : error}\nThe visitor log of ${site.name} shows "${shown}"`,
      );
    });
  await page
    .getByRole('status', { name: 'Sync status' })
    .getByLabel(/^Online\. /)
    .waitFor();
  // Installed: the service worker's first install fetches and compiles the whole precache (about
  // 200 files) in the background, for a second or more of CPU on this 2-core machine. A tablet
  // does that once, on its first visit; the figures measured on this page are its everyday use.
  await waitForServiceWorkerInstalled(page);
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
