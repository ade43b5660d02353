import { test as base, type Browser } from '@playwright/test';
import { SignInPage } from './pages/SignInPage.ts';
import { GatehouseApi } from './support/api.ts';
import { type DemoUser, demoUsers } from './support/demo.ts';
import { NetworkSwitch } from './support/network.ts';
import { type RealServers, startRealServers } from './support/realServers.ts';
import { TestServer } from './support/testServer.ts';

interface WorkerFixtures {
  /** The real server with fresh demo data, shared by the tests of one worker. */
  server: TestServer;
  /** Another one on PostgreSQL and Mosquitto, started for the first test that asks. */
  realServers: RealServers;
}

interface TestFixtures {
  /** The HTTP API signed in as the demo admin (a separate browser context, its own cookie). */
  adminApi: GatehouseApi;
  /** Takes this test's browser context (and the server) offline and back. */
  network: NetworkSwitch;
}

/** Signs `user` in through the provider's form in a context of its own; its requests carry the cookie. */
export async function signInApi(browser: Browser, baseURL: string, user: DemoUser) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/auth/login?next=/');
  await new SignInPage(page).submitProviderForm(demoUsers[user]);
  await page.close();
  return { api: new GatehouseApi(context.request), close: () => context.close() };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await TestServer.create();
      try {
        await server.start();
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  realServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const servers = await startRealServers();
      try {
        await use(servers);
      } finally {
        await servers.dispose();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },

  adminApi: async ({ browser, server }, use) => {
    const session = await signInApi(browser, server.baseURL, 'admin');
    await use(session.api);
    await session.close();
  },

  network: async ({ context, server }, use) => {
    const network = new NetworkSwitch(context, server);
    await use(network);
    if (!server.running) await server.start();
  },
});

export { expect } from '@playwright/test';
