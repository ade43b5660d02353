import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionFromAuthPlugin } from '../api/context.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { InjectBrowser } from './injectBrowser.testHelper.ts';
import { createSession } from './sessions.ts';

const PUBLIC_URL = 'https://gate.example.com';
const ORIGIN = { origin: PUBLIC_URL };
const PASSWORD = 'gatehouse';

let server: TestServer;
beforeAll(async () => {
  // Served over plain http behind a TLS-terminating proxy: PUBLIC_URL is the https address.
  server = await createTestServer(
    { publicUrl: PUBLIC_URL, publicMqttUrl: 'wss://gate.example.com/mqtt' },
    { auth: true, sessionResolver: sessionFromAuthPlugin },
  );
});
afterAll(async () => {
  await server?.app.close();
});

const callApi = (cookie: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/hierarchyOperations/retrieveHierarchyConfiguration',
    headers: { cookie, host: 'gate.example.com', ...ORIGIN },
    payload: {},
  });

describe('cookies when the public URL is https', () => {
  test('the session cookie is __Host-gh_session: Secure, HttpOnly, Path=/, no Domain', async () => {
    const browser = new InjectBrowser(server.app, PUBLIC_URL);
    const final = await browser.signIn('admin@example.com', PASSWORD);
    expect(final.statusCode, final.body).not.toBe(401);
    const session = browser.setCookieLines.find((l) => l.startsWith('__Host-gh_session='));
    expect(session).toBeDefined();
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).not.toMatch(/; Domain=/i);
    expect(browser.setCookieLines.some((l) => l.startsWith('gh_session='))).toBe(false);
    const loginState = browser.setCookieLines.find((l) => l.startsWith('__Secure-gh_login='));
    expect(loginState).toMatch(/; Secure/i);
    expect(loginState).toMatch(/; Path=\/auth/);
    const me = await browser.request('/auth/session');
    expect(me.statusCode).toBe(200);
  });

  test('only the prefixed cookie counts: a plain gh_session (settable over http) is ignored', async () => {
    const { token } = await createSession(server.db, 'demo-host');
    expect((await callApi(`gh_session=${token}`)).statusCode).toBe(401);
    expect((await callApi(`__Host-gh_session=${token}`)).statusCode).toBe(200);
  });
});

describe('sign-out ends the session on the server', () => {
  test('a replayed cookie is refused by the session route and by the API', async () => {
    const browser = new InjectBrowser(server.app, PUBLIC_URL);
    await browser.signIn('host@example.com', PASSWORD);
    const stolen = browser.cookieHeader();
    expect((await callApi(stolen)).statusCode).toBe(200);

    const logout = await browser.request('/auth/logout', { method: 'POST', headers: ORIGIN });
    expect(logout.statusCode).toBe(200);
    const cleared = browser.setCookieLines.at(-1) ?? '';
    expect(cleared).toMatch(/^__Host-gh_session=;/);
    expect(cleared).toMatch(/; Secure/i);

    const replayedApi = await callApi(stolen);
    expect(replayedApi.statusCode).toBe(401);
    expect(replayedApi.json()).toEqual({ key: 'NO_CREDENTIALS', message: 'No credentials' });
    const replayedSession = await server.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { cookie: stolen, host: 'gate.example.com' },
    });
    expect(replayedSession.statusCode).toBe(401);
  });
});
