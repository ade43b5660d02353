import { createServer } from 'node:net';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp, type GatehouseApp } from './app.ts';
import { TestBrowser } from './auth/browserSession.testHelper.ts';
import { inProcessFetch } from './auth/inProcessFetch.ts';
import {
  insertTestUsers,
  openTestDatabase,
  TEST_PASSWORD,
  TEST_USERS,
} from './auth/testFixtures.ts';
import { createTestSession } from './auth/testing.ts';
import { storeBlob } from './blobs/blobStore.ts';
import type { Database } from './db/database.ts';
import { TEST_CONFIG } from './testing/testServer.ts';

/**
 * Rotating the session secret (SESSION_SECRETS "new,old"): what the old secret signed still
 * verifies while it is in the list, and is refused once it is dropped. Each step is the whole
 * server on one shared database, as instances restarted with the new setting.
 */
const OLD = 'old-secret-old-secret-old-secret-old';
const NEW = 'new-secret-new-secret-new-secret-new';

let db: Database;
/** The shared database; the apps' close() leaves it open. */
let shared: Database;
let port: number;
let origin: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db);
  shared = new Proxy(db, {
    get: (target, property) =>
      property === 'close' ? async () => {} : Reflect.get(target, property, target),
  });
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await db.close();
});

/** The server with these secrets (the first signs), listening at `origin`. */
async function startWith(secrets: [string, ...string[]]): Promise<GatehouseApp> {
  const [sessionSecret, ...previousSessionSecrets] = secrets;
  const server = await buildApp({
    config: {
      ...TEST_CONFIG,
      publicUrl: origin,
      publicMqttUrl: `ws://127.0.0.1:${port}/mqtt`,
      demo: false,
      sessionSecret,
      previousSessionSecrets,
    },
    db: shared,
    logger: { level: 'warn' },
  });
  await server.app.listen({ host: '127.0.0.1', port });
  return server;
}

async function withServer<T>(
  secrets: [string, ...string[]],
  work: (server: GatehouseApp) => Promise<T>,
): Promise<T> {
  const server = await startWith(secrets);
  try {
    return await work(server);
  } finally {
    await server.app.close();
  }
}

describe('a sign-in started under the old secret', () => {
  /**
   * The browser's requests go to the running server through app.inject: a pooled keep-alive
   * connection to the closed server would otherwise be reused for the next one on the port.
   */
  let running: GatehouseApp | null = null;
  const send: typeof fetch = async (input, init = {}) => {
    if (!running) throw new Error('no server is running');
    return inProcessFetch(running.app)(String(input), {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      body: init.body,
    });
  };
  const inServer = <T>(secrets: [string, ...string[]], work: () => Promise<T>) =>
    withServer(secrets, async (server) => {
      running = server;
      try {
        return await work();
      } finally {
        running = null;
      }
    });

  /** Opens the login page under OLD (login state and provider cookies signed with it). */
  async function startSignIn(): Promise<{ browser: TestBrowser; action: string }> {
    const browser = new TestBrowser(origin, send);
    const action = await inServer([OLD], async () => {
      const { response } = await browser.follow('/auth/login?next=/home');
      const html = await response.text();
      return /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&');
    });
    if (!action) throw new Error('no login form');
    expect(browser.cookies.has('gh_login')).toBe(true);
    return { browser, action };
  }

  const finishSignIn = (browser: TestBrowser, action: string) =>
    browser.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: TEST_USERS.admin.email, password: TEST_PASSWORD }),
    });

  test('finishes after the list became "new,old"; the session works', async () => {
    const { browser, action } = await startSignIn();
    await inServer([NEW, OLD], async () => {
      const { visited } = await finishSignIn(browser, action);
      expect(visited.at(-1)).toBe(`${origin}/home`);
      const session = await browser.request('/auth/session');
      expect(await session.json()).toMatchObject({ user: { sub: TEST_USERS.admin.sub } });
    });
  });

  test('is refused once "old" is dropped', async () => {
    const { browser, action } = await startSignIn();
    await inServer([NEW], async () => {
      const { visited } = await finishSignIn(browser, action);
      expect(visited.at(-1)).not.toBe(`${origin}/home`);
      expect(browser.cookies.has('gh_session')).toBe(false);
    });
  });
});

describe('a presigned blob URL signed with the old secret', () => {
  test('is served under "new,old" and refused under "new"', async () => {
    const url = await storeBlob(db, OLD, '{"rotated":true}');
    await withServer([NEW, OLD], async ({ app }) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ rotated: true });
    });
    await withServer([NEW], async ({ app }) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
    });
  });
});

describe('a subscribe credential signed with the old secret', () => {
  const topic = 'visitorEvents/acme/#';

  async function issueUnderOld(cookie: string) {
    return withServer([OLD], async ({ app }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/userOperations/retrieveSubscribeCredential',
        headers: { cookie },
        payload: { topics: [topic], clientId: 'rotation-test' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().credential as { token: string; clientId: string };
    });
  }

  const connect = (credential: { token: string; clientId: string }) =>
    mqtt.connectAsync(`ws://127.0.0.1:${port}/mqtt`, {
      clientId: credential.clientId,
      username: 'gatehouse',
      password: credential.token,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });

  test('connects under "new,old" and is refused under "new"', async () => {
    const cookie = await createTestSession(db, TEST_USERS.admin.sub);
    const credential = await issueUnderOld(cookie);
    await withServer([NEW, OLD], async () => {
      const client = await connect(credential);
      expect(client.connected).toBe(true);
      await client.endAsync(true);
    });
    await withServer([NEW], async () => {
      await expect(connect(credential)).rejects.toThrow(/Not authorized/i);
    });
  });

  test('signing out under "new,old" disconnects the old credential', async () => {
    const cookie = await createTestSession(db, TEST_USERS.admin.sub);
    const credential = await issueUnderOld(cookie);
    await withServer([NEW, OLD], async ({ app }) => {
      const client = await connect(credential);
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      const logout = await app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { cookie, origin, 'content-type': 'application/json' },
        payload: {},
      });
      expect(logout.statusCode, logout.body).toBeLessThan(400);
      await closed;
      await client.endAsync(true);
    });
  });
});
