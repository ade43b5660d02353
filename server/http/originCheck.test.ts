import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionFromAuthPlugin } from '../api/context.ts';
import { createTestSession } from '../auth/testing.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { isOwnOrigin } from './originCheck.ts';

/** The test server's public URL is http://localhost:8080. */
const OWN = 'http://localhost:8080';
const SIGN_IN = '/api/visitorLogOperations/signInVisitor';

let server: TestServer;
let cookie: string;
let visitors = 0;

beforeAll(async () => {
  server = await createTestServer({}, { auth: true, sessionResolver: sessionFromAuthPlugin });
  cookie = await createTestSession(server.db, 'demo-admin');
});
afterAll(async () => {
  await server?.app.close();
});

function signInVisitor(headers: Record<string, string>) {
  visitors += 1;
  return server.app.inject({
    method: 'POST',
    url: SIGN_IN,
    headers: { cookie, host: 'localhost:8080', ...headers },
    payload: {
      EntityHierarchy: 'acme#north',
      firstName: `Origin${visitors}`,
      lastName: 'Check',
      evtTimeStamp: 1_000_000_000_000 + visitors,
    },
  });
}

describe('state-changing requests from another site are refused before anything runs', () => {
  test.each([
    ['a foreign Origin', { origin: 'https://evil.example' }, /Origin https:\/\/evil\.example/],
    ['Origin: null (sandboxed frame, privacy redirect)', { origin: 'null' }, /Origin null/],
    [
      'Sec-Fetch-Site: cross-site without Origin',
      { 'sec-fetch-site': 'cross-site' },
      /Sec-Fetch-Site/,
    ],
    [
      'Sec-Fetch-Site: cross-site with the app’s own Origin',
      { origin: OWN, 'sec-fetch-site': 'cross-site' },
      /Sec-Fetch-Site/,
    ],
    [
      'a sibling subdomain (same-site) of another origin',
      { origin: 'http://other.localhost:8080', 'sec-fetch-site': 'same-site' },
      /another site/,
    ],
    ['the app’s host on another port', { origin: 'http://localhost:9999' }, /another site/],
    // Issue 30: the scheme counts too (an http page is another origin than the https app).
    ['the app’s host over another scheme', { origin: 'https://localhost:8080' }, /another site/],
    ['a non-web scheme naming the app’s host', { origin: 'ws://localhost:8080' }, /another site/],
  ])('%s: 403 CROSS_SITE_REQUEST, nothing written', async (_name, headers, message) => {
    const before = await server.feedCount();
    const response = await signInVisitor(headers);
    expect(response.statusCode).toBe(403);
    const body = response.json();
    expect(body.key).toBe('CROSS_SITE_REQUEST');
    expect(body.message).toMatch(message);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await server.feedCount()).toBe(before);
  });

  test('refused before authentication: no session, still 403 (not 401)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().key).toBe('CROSS_SITE_REQUEST');
  });

  test('refused before the session is even read: its idle expiry does not slide', async () => {
    const own = await createTestSession(server.db, 'demo-host');
    await server.db.query('UPDATE auth_sessions SET last_seen_at = 1000, expires_at = $1', [
      Date.now() + 3_600_000,
    ]);
    const { rows: before } = await server.db.query<{ last_seen_at: unknown }>(
      'SELECT last_seen_at FROM auth_sessions',
    );
    const refused = await server.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: { cookie: own, origin: 'https://evil.example' },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const { rows: after } = await server.db.query<{ last_seen_at: unknown }>(
      'SELECT last_seen_at FROM auth_sessions',
    );
    expect(after.map((r) => Number(r.last_seen_at))).toEqual(
      before.map((r) => Number(r.last_seen_at)),
    );
    // The same request from the app reads (and slides) the session.
    const allowed = await server.app.inject({
      method: 'POST',
      url: '/api/hierarchyOperations/retrieveHierarchyConfiguration',
      headers: { cookie: own, origin: OWN },
      payload: {},
    });
    expect(allowed.statusCode).toBe(200);
    const { rows: slid } = await server.db.query<{ last_seen_at: unknown }>(
      'SELECT last_seen_at FROM auth_sessions WHERE last_seen_at > 1000',
    );
    expect(slid.length).toBeGreaterThan(0);
  });

  test.each(['PUT', 'PATCH', 'DELETE'] as const)(
    '%s from another site is 403 too',
    async (method) => {
      const response = await server.app.inject({
        method,
        url: '/api/visitorLogOperations/signInVisitor',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().key).toBe('CROSS_SITE_REQUEST');
    },
  );

  test('sign-out and the identity provider’s login form are guarded the same way', async () => {
    const own = await createTestSession(server.db, 'demo-host');
    const logout = await server.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: own, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect(logout.json().key).toBe('CROSS_SITE_REQUEST');
    const session = await server.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { cookie: own },
    });
    expect(session.statusCode).toBe(200);
    const login = await server.app.inject({
      method: 'POST',
      url: '/oidc/interaction/some-uid/login',
      headers: {
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=admin%40example.com&password=gatehouse',
    });
    expect(login.statusCode).toBe(403);
  });
});

describe('the app’s own requests pass', () => {
  test.each([
    [
      'the public origin, same-origin (the page’s fetch)',
      { origin: OWN, 'sec-fetch-site': 'same-origin' },
    ],
    [
      'a Background Sync replay from the service worker (Origin, same-origin, Idempotency-Key)',
      {
        origin: OWN,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'same-origin',
        'idempotency-key': '0190f5a0-0000-7000-8000-00000000a001',
      },
    ],
    [
      'the host the request was sent to (another name of the app)',
      { origin: 'http://localhost:8080' },
    ],
    ['Sec-Fetch-Site: same-origin without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a non-browser client: neither header (API clients, tests)', {}],
  ])('%s', async (_name, headers) => {
    const response = await signInVisitor(headers);
    expect(response.statusCode).toBe(200);
  });

  test('reads (GET) are not checked: a cross-site GET changes nothing and is answered', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('isOwnOrigin compares scheme, host and port', () => {
  const PUBLIC = 'https://gate.example';
  const sentTo = (host: string) => ({ headers: { host } });
  test.each([
    ['https://gate.example', 'gate.example', true],
    ['https://gate.example:443', 'gate.example', true],
    ['https://GATE.example', 'gate.example', true],
    ['https://frames.gate.example', 'frames.gate.example', true],
    ['http://gate.example', 'gate.example', false],
    ['http://gate.example:443', 'gate.example', false],
    ['https://gate.example:8443', 'gate.example', false],
    ['http://frames.gate.example', 'frames.gate.example', false],
    ['https://evil.example', 'gate.example', false],
    ['https://evil.example', 'evil.example:443:x', false],
    ['null', 'gate.example', false],
    ['gate.example', 'gate.example', false],
    ['https://user@gate.example', 'gate.example', false],
    ['https://gate.example/path', 'gate.example', false],
  ])('Origin %s sent to host %s: %s', (origin, host, own) => {
    expect(isOwnOrigin(origin, sentTo(host), PUBLIC)).toBe(own);
  });
});
