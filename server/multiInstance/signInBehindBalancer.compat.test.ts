import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse } from '../../contract/session.ts';
import { TestBrowser } from '../auth/browserSession.testHelper.ts';
import { realServerUrls } from '../testing/compatApp.ts';
import { type AppCluster, startTwoInstances } from '../testing/twoInstances.ts';

const DEMO_PASSWORD = 'gatehouse';
let cluster: AppCluster;

beforeAll(async () => {
  // No SESSION_SECRET: the instances must share the one kept in the database.
  cluster = await startTwoInstances({ ...realServerUrls(), env: { SESSION_SECRET: undefined } });
});

afterAll(async () => {
  await cluster?.dispose();
});

/** /auth/login → provider → login form → callback, all through the proxy; the steps' instances. */
async function signInThroughProxy(browser: TestBrowser, email: string): Promise<number[]> {
  const before = cluster.proxy.served.length;
  const { response } = await browser.follow(`/auth/login?next=${encodeURIComponent('/')}`);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&');
  if (!action) throw new Error(`No login form (${response.status}): ${html.slice(0, 500)}`);
  const { visited } = await browser.follow(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  });
  expect(visited.some((url) => url.startsWith(`${cluster.url}/auth/callback?code=`))).toBe(true);
  return cluster.proxy.served.slice(before);
}

async function sessionOn(instanceUrl: string, cookie: string) {
  const response = await fetch(`${instanceUrl}/auth/session`, { headers: { cookie } });
  return { status: response.status, body: sessionResponse.parse(await response.json()) };
}

describe('sign-in behind a round-robin balancer (two instances, one PostgreSQL)', () => {
  it('signs in with every step on the other instance; the session works on both; sign-out on one ends it on both', async () => {
    const browser = new TestBrowser(cluster.url);
    const steps = await signInThroughProxy(browser, 'admin@example.com');
    // login, provider authorisation, login page, form post, provider resume, callback, at least.
    expect(steps.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < steps.length; i++) expect(steps[i]).not.toBe(steps[i - 1]);
    expect(browser.cookies.get('gh_session')).toBeTruthy();
    const cookie = browser.cookieHeader();

    for (const instance of cluster.instances) {
      const { status, body } = await sessionOn(instance.url, cookie);
      expect(status).toBe(200);
      expect(body).toMatchObject({ authenticated: true, user: { email: 'admin@example.com' } });
    }

    const [first, second] = cluster.instances;
    const signOut = await fetch(`${first!.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: cluster.url },
    });
    expect(signOut.status).toBe(200);
    for (const instance of [second!, first!]) {
      expect(await sessionOn(instance.url, cookie)).toEqual({
        status: 401,
        body: { authenticated: false },
      });
    }
  });
});
