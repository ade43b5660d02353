import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionFromAuthPlugin } from '../../api/context.ts';
import { createTestServer, type TestServer } from '../../testing/testServer.ts';
import { InjectBrowser } from '../injectBrowser.testHelper.ts';
import { KNOWN_DEVICE_COOKIE } from './knownDevice.ts';
import { ACCOUNT_LIMIT, PAIR_LIMIT } from './signInLimiter.ts';

const PUBLIC_URL = 'http://localhost:8080';
const PASSWORD = 'gatehouse';
const MARSHAL = 'marshal@example.com';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { auth: true, sessionResolver: sessionFromAuthPlugin });
});
afterAll(async () => {
  await server?.app.close();
});

const browserAt = (address: string) => new InjectBrowser(server.app, PUBLIC_URL, address);

/** Signs out through the app (POST /auth/logout), so the next sign-in asks for the password. */
async function signOut(browser: InjectBrowser) {
  const response = await browser.request('/auth/logout', {
    method: 'POST',
    headers: { origin: PUBLIC_URL },
  });
  expect(response.statusCode).toBe(200);
}

describe('a guesser cannot lock a marshal out (issue 30)', () => {
  test('after an attacker’s wrong passwords the marshal still signs in at once; the attacker waits', async () => {
    // The marshal's own phone has signed in before (and signed out since).
    const phone = browserAt('10.30.0.2');
    await phone.signIn(MARSHAL, PASSWORD);
    expect(phone.cookies.has('gh_session')).toBe(true);
    await signOut(phone);

    // One address, no device cookie: five wrong passwords, then more.
    const attacker = browserAt('10.30.0.1');
    const action = await attacker.openLoginForm();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await attacker.submitLogin(action, MARSHAL, 'wrong password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    // The marshal's phone (its known-device cookie): signed in right away.
    const fromPhone = await phone.submitLogin(await phone.openLoginForm(), MARSHAL, PASSWORD);
    expect(fromPhone.statusCode).toBe(303);

    // A borrowed device on another address: the one attacking address locks nothing out either.
    const borrowed = browserAt('10.30.0.3');
    const fromBorrowed = await borrowed.submitLogin(
      await borrowed.openLoginForm(),
      MARSHAL,
      PASSWORD,
    );
    expect(fromBorrowed.statusCode).toBe(303);

    // The attacker is still throttled, even with the right password.
    const stillBlocked = await attacker.submitLogin(action, MARSHAL, PASSWORD);
    expect(stillBlocked.statusCode).toBe(429);
    expect(attacker.cookies.has('gh_session')).toBe(false);
  });

  test('guessers spread over many addresses slow unknown devices down, never a known one', async () => {
    const account = 'host@example.com';
    const desk = browserAt('10.31.0.2');
    await desk.signIn(account, PASSWORD);
    const deviceLine = desk.setCookieLines.find((l) => l.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(deviceLine).toMatch(/; HttpOnly/i);
    expect(deviceLine).toMatch(/; SameSite=Strict/i);
    expect(deviceLine).toMatch(/; Path=\/oidc(;|$)/);
    await signOut(desk);

    // The guesser signed in to an account of its own: its device cookie vouches for that one only.
    const guessers = Array.from({ length: ACCOUNT_LIMIT / PAIR_LIMIT + 1 }, (_, i) =>
      browserAt(`10.31.1.${i + 1}`),
    );
    const first = guessers[0] as InjectBrowser;
    await first.signIn('other@example.com', PASSWORD);
    await signOut(first);
    expect(first.cookies.has(KNOWN_DEVICE_COOKIE)).toBe(true);
    const statuses: number[] = [];
    for (const guesser of guessers) {
      const action = await guesser.openLoginForm();
      for (let i = 0; i < PAIR_LIMIT; i++) {
        statuses.push((await guesser.submitLogin(action, account, 'wrong password')).statusCode);
      }
    }
    // From ACCOUNT_LIMIT failures over the addresses on, unknown devices wait.
    expect(statuses.slice(0, ACCOUNT_LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(ACCOUNT_LIMIT)).toContain(429);

    const stranger = browserAt('10.31.2.1');
    const refused = await stranger.submitLogin(await stranger.openLoginForm(), account, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many failed sign-in attempts for this account.');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    // The desk's own device: in at once.
    const fromDesk = await desk.submitLogin(await desk.openLoginForm(), account, PASSWORD);
    expect(fromDesk.statusCode).toBe(303);
  });

  test('a forged or foreign device cookie vouches for nothing', async () => {
    const forger = browserAt('10.32.0.1');
    forger.cookies.set(KNOWN_DEVICE_COOKIE, 'eyJhbGciOiJub25lIn0.eyJkIjoieCIsImEiOltdfQ.');
    const action = await forger.openLoginForm();
    for (let i = 0; i < PAIR_LIMIT; i++) {
      expect((await forger.submitLogin(action, 'admin@example.com', 'wrong')).statusCode).toBe(401);
    }
    expect((await forger.submitLogin(action, 'admin@example.com', PASSWORD)).statusCode).toBe(429);
  });
});
