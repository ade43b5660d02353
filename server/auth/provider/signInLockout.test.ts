import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionFromAuthPlugin } from '../../api/context.ts';
import { createTestServer, type TestServer } from '../../testing/testServer.ts';
import { InjectBrowser } from '../injectBrowser.testHelper.ts';

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
});
