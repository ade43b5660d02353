import { createServer } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse } from '../../contract/session.ts';
import type { Database } from '../db/database.ts';
import { TestBrowser } from './browserSession.testHelper.ts';
import { registerAuth } from './plugin.ts';
import { insertTestUsers, openTestDatabase, TEST_PASSWORD, TEST_USERS } from './testFixtures.ts';
import { createTestSession } from './testing.ts';

let db: Database;
let app: FastifyInstance;
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
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  app = Fastify({ forceCloseConnections: true });
  await registerAuth(app, {
    db,
    publicUrl: origin,
    secret: 'auth-test-secret',
    demoAccounts: [
      { email: TEST_USERS.admin.email, name: TEST_USERS.admin.name, description: 'Every flag' },
      { email: TEST_USERS.host.email, name: TEST_USERS.host.name, description: 'One site' },
    ],
  });
  app.get('/whoami', async (request) => ({ sub: request.sessionUser?.sub ?? null }));
  await app.listen({ host: '127.0.0.1', port });
});

afterAll(async () => {
  await app.close();
  await db.close();
});

/** /auth/login → provider → our login page; returns the page HTML and its form action. */
async function openLoginPage(browser: TestBrowser, next = '/visitors/log') {
  const { response, visited } = await browser.follow(
    `/auth/login?next=${encodeURIComponent(next)}`,
  );
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return { response, visited, html, action: action?.replaceAll('&#38;', '&') };
}

async function submitLogin(browser: TestBrowser, action: string, email: string, password: string) {
  return browser.follow(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

async function signIn(browser: TestBrowser, email: string, next = '/visitors/log') {
  const { action } = await openLoginPage(browser, next);
  if (!action) throw new Error('no login form');
  return submitLogin(browser, action, email, TEST_PASSWORD);
}

describe('sign-in through the embedded provider', () => {
  it('shows our own login page: labelled fields, demo accounts and their roles, no web fonts', async () => {
    const { response, visited, html, action } = await openLoginPage(new TestBrowser(origin));
    expect(response.status).toBe(200);
    expect(visited[1]).toMatch(new RegExp(`^${origin}/oidc/auth\\?`));
    expect(action).toMatch(/^\/oidc\/interaction\/[^/]+\/login$/);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('admin@example.com');
    expect(html).toContain('ADMIN at acme');
    expect(html).toContain('HOST at acme#north#jhb');
    expect(html).toContain('<code>gatehouse</code>');
    expect(html).not.toMatch(/fonts\.googleapis|https?:\/\/(?!127\.0\.0\.1)/);
  });

  it('runs the full code flow: cookie set, redirected to next, /auth/session returns the user', async () => {
    const browser = new TestBrowser(origin);
    const { response, visited } = await signIn(browser, TEST_USERS.admin.email);
    expect(visited.some((url) => url.startsWith(`${origin}/auth/callback?code=`))).toBe(true);
    expect(visited.at(-1)).toBe(`${origin}/visitors/log`);
    expect(response.status).toBe(404); // no page at /visitors/log in this test server
    expect(browser.cookies.get('gh_session')).toBeTruthy();
    expect(browser.cookies.has('gh_login')).toBe(false);

    const session = await browser.request('/auth/session');
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('no-store');
    const body = sessionResponse.parse(await session.json());
    if (!body.authenticated) throw new Error('not authenticated');
    expect(body.user).toMatchObject({
      sub: TEST_USERS.admin.sub,
      email: 'admin@example.com',
      organisationId: 'acme',
      locations: [{ EntityHierarchy: 'acme', role: 'ADMIN' }],
      flags: { amEvacAdmin: true, amOrganizationId: 'acme' },
    });
    expect(body.expiresAt).toBeGreaterThan(Date.now());
  });

  it('sets the session cookie HttpOnly and SameSite=Lax for the whole site', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, TEST_USERS.host.email);
    const line = browser.setCookieLines.find((l) => l.startsWith('gh_session='));
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).not.toMatch(/; Secure/i); // http in tests; Secure when the public URL is https
  });

  it('shows an error on the login page for a wrong password, and creates no session', async () => {
    const browser = new TestBrowser(origin);
    const { action } = await openLoginPage(browser);
    const { response } = await submitLogin(browser, action ?? '', TEST_USERS.admin.email, 'wrong');
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The email or password is not correct.');
    expect(html).toContain('value="admin@example.com"');
    expect(browser.cookies.has('gh_session')).toBe(false);
  });

  it('refuses an unknown email the same way', async () => {
    const browser = new TestBrowser(origin);
    const { action } = await openLoginPage(browser);
    const { response } = await submitLogin(browser, action ?? '', 'nobody@example.com', 'x');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('The email or password is not correct.');
  });

  it.each([
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/visitors?root=acme_north', '/visitors?root=acme_north'],
    // Issue 30: a non-Latin-1 next reached the Location header raw (500 from /auth/callback).
    ['/\u3002evil.example', '/'],
    ['/\uff0fevil.example', '/'],
    ['/%2F%2Fevil.example', '/'],
    ['/%252F%252Fevil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['/%E3%80%82evil.example', '/'],
    ['/%zz', '/'],
    ['/visitors?q=Jos\u00e9', '/visitors?q=Jos%C3%A9'],
    ['/visitors/log?q=a b#top', '/visitors/log?q=a%20b#top'],
  ])('after sign-in with next=%s goes to %s', async (next, expected) => {
    const browser = new TestBrowser(origin);
    const { response, visited } = await signIn(browser, TEST_USERS.host.email, next);
    expect(visited.at(-1)).toBe(`${origin}${expected}`);
    expect(response.status).toBe(404); // the test server has no pages: not a 500
  });

  it('refuses a callback without the sign-in state cookie', async () => {
    const browser = new TestBrowser(origin);
    const response = await browser.request('/auth/callback?code=abc&state=def');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/authenticate?error=login_expired&next=%2F');
  });

  it('refuses a callback whose state does not match', async () => {
    const browser = new TestBrowser(origin);
    await browser.request('/auth/login?next=/x');
    const response = await browser.request('/auth/callback?code=abc&state=forged');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(
      /^\/authenticate\?error=invalid_response&next=%2Fx$/,
    );
    expect(browser.cookies.has('gh_session')).toBe(false);
  });
});

describe('session', () => {
  it('answers 401 { authenticated: false } without a cookie or with an unknown one', async () => {
    for (const headers of [{}, { cookie: 'gh_session=not-a-session' }] as HeadersInit[]) {
      const response = await fetch(`${origin}/auth/session`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ authenticated: false });
    }
  });

  it('sets request.sessionUser for other routes from a test session', async () => {
    const cookie = await createTestSession(db, TEST_USERS.host.sub);
    const response = await fetch(`${origin}/whoami`, { headers: { cookie } });
    expect(await response.json()).toEqual({ sub: TEST_USERS.host.sub });
  });

  it('treats an expired session as signed out', async () => {
    const cookie = await createTestSession(db, TEST_USERS.host.sub);
    await db.query('UPDATE auth_sessions SET expires_at = $1', [Date.now() - 1]);
    const response = await fetch(`${origin}/auth/session`, { headers: { cookie } });
    expect(response.status).toBe(401);
  });

  it('POST /auth/logout ends the session and the provider session: next sign-in asks again', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, TEST_USERS.admin.email);
    expect((await browser.request('/auth/session')).status).toBe(200);
    const cookie = browser.cookieHeader();

    const logout = await browser.request('/auth/logout', { method: 'POST', headers: { origin } });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ authenticated: false });
    expect(browser.cookies.has('gh_session')).toBe(false);
    // Even the old cookie no longer works.
    expect((await fetch(`${origin}/auth/session`, { headers: { cookie } })).status).toBe(401);
    // The provider forgot the sign-in too: /auth/login shows the form again.
    const { html } = await openLoginPage(browser);
    expect(html).toContain('<form method="post"');
  });

  it('GET /auth/logout only leads to the app’s sign-out page; the session lives on', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, TEST_USERS.host.email);
    const response = await browser.request('/auth/logout');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sign-out');
    expect((await browser.request('/auth/session')).status).toBe(200);
  });

  it('a plain form POST (same origin) ends the session and goes to sign-in', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, TEST_USERS.host.email);
    const response = await browser.request('/auth/logout', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/authenticate');
    expect((await browser.request('/auth/session')).status).toBe(401);
  });

  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }, 403],
    ['no Origin', {}, 403],
    ['an Origin of null', { origin: 'null' }, 403],
    ['a text/plain body', { 'content-type': 'text/plain' }, 415],
  ])('refuses a sign-out with %s (%i) and keeps the session', async (_name, headers, status) => {
    const browser = new TestBrowser(origin);
    await signIn(browser, TEST_USERS.host.email);
    const withOrigin: Record<string, string> =
      'origin' in headers || Object.keys(headers).length === 0 ? headers : { origin, ...headers };
    const response = await browser.request('/auth/logout', {
      method: 'POST',
      headers: withOrigin,
      body: 'content-type' in headers ? 'x' : undefined,
    });
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(/Sign-out/);
    expect((await browser.request('/auth/session')).status).toBe(200);
  });

  it('signs in silently with prompt=none while the provider session lives', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, TEST_USERS.host.email);
    browser.cookies.delete('gh_session');
    const { visited } = await browser.follow('/auth/login?next=/again&prompt=none');
    expect(visited.at(-1)).toBe(`${origin}/again`);
    expect((await browser.request('/auth/session')).status).toBe(200);
  });

  it('reports login_required for prompt=none without a provider session', async () => {
    const browser = new TestBrowser(origin);
    const { visited } = await browser.follow('/auth/login?next=/again&prompt=none');
    expect(visited.at(-1)).toBe(`${origin}/authenticate?error=login_required&next=%2Fagain`);
  });
});

describe('alongside other plugins', () => {
  it('works when the app registered @fastify/cookie and @fastify/formbody first', async () => {
    const port = await freePort();
    const other = Fastify({ forceCloseConnections: true });
    await other.register(fastifyCookie);
    await other.register(fastifyFormbody);
    await registerAuth(other, { db, publicUrl: `http://127.0.0.1:${port}`, secret: 's2' });
    other.post('/echo', async (request) => request.body);
    await other.listen({ host: '127.0.0.1', port });
    try {
      const browser = new TestBrowser(`http://127.0.0.1:${port}`);
      const { visited } = await signIn(browser, TEST_USERS.rival.email, '/home');
      expect(visited.at(-1)).toBe(`http://127.0.0.1:${port}/home`);
      const session = await browser.request('/auth/session');
      expect(await session.json()).toMatchObject({ user: { organisationId: 'globex' } });
      const echo = await browser.request('/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect(await echo.json()).toEqual({ a: '1' });
    } finally {
      await other.close();
    }
  });
});
