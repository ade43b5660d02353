import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionFromAuthPlugin } from '../../api/context.ts';
import { createTestServer, type TestServer } from '../../testing/testServer.ts';
import { InjectBrowser } from '../injectBrowser.testHelper.ts';
import {
  ACCOUNT_FIRST_DELAY_MS,
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  BLOCK_MS,
  blockMessage,
  clearSignInFailures,
  DEVICE_LIMIT,
  PAIR_LIMIT,
  recordSignInFailure,
  signInBlock,
  WINDOW_MS,
} from './signInLimiter.ts';

const PUBLIC_URL = 'http://localhost:8080';
const PASSWORD = 'gatehouse';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { auth: true, sessionResolver: sessionFromAuthPlugin });
});
afterAll(async () => {
  await server?.app.close();
});

const browserAt = (address: string) => new InjectBrowser(server.app, PUBLIC_URL, address);

async function failTimes(browser: InjectBrowser, action: string, emails: string[]) {
  for (const email of emails) {
    const response = await browser.submitLogin(action, email, 'wrong password');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The email or password is not correct.');
  }
}

describe('sign-in attempts on the embedded provider are limited', () => {
  test(`per address and account: after ${PAIR_LIMIT} failures even the right password waits there`, async () => {
    const guesser = browserAt('10.1.0.1');
    const action = await guesser.openLoginForm();
    await failTimes(guesser, action, Array(PAIR_LIMIT).fill('marshal@example.com'));

    const blocked = await guesser.submitLogin(action, 'Marshal@Example.com', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('role="alert"');
    expect(blocked.body).toContain(
      'Too many failed sign-in attempts for this account from this network address. Try again in 15 minutes.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(BLOCK_MS / 1000 - 60);
    expect(guesser.cookies.has('gh_session')).toBe(false);

    // The same account from another address is not blocked.
    const owner = browserAt('10.1.0.2');
    await owner.signIn('marshal@example.com', PASSWORD);
    expect(owner.cookies.has('gh_session')).toBe(true);

    // Another account from the guesser's address is not affected (5 of its 20).
    await guesser.signIn('host@example.com', PASSWORD);
    expect(guesser.cookies.has('gh_session')).toBe(true);

    // When the block has passed, the right password works there again.
    await server.db.query(
      "UPDATE sign_in_failures SET blocked_until = 0, window_started_at = 0 WHERE key = 'pair:10.1.0.1|marshal@example.com'",
    );
    const retried = browserAt('10.1.0.1');
    await retried.signIn('marshal@example.com', PASSWORD);
    expect(retried.cookies.has('gh_session')).toBe(true);
  });

  test(`per address: after ${ADDRESS_LIMIT} failures over any accounts, that address waits`, async () => {
    const sprayer = browserAt('10.2.0.1');
    const action = await sprayer.openLoginForm();
    const emails = Array.from({ length: ADDRESS_LIMIT }, (_, i) => `nobody${i}@example.com`);
    await failTimes(sprayer, action, emails);

    const blocked = await sprayer.submitLogin(action, 'admin@example.com', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(
      'Too many failed sign-in attempts from this network address. Try again in 15 minutes.',
    );
    const neighbour = browserAt('10.2.0.2');
    await neighbour.signIn('admin@example.com', PASSWORD);
    expect(neighbour.cookies.has('gh_session')).toBe(true);
  });

  test('a successful sign-in starts its address from zero for that account', async () => {
    for (const address of ['10.4.0.1', '10.4.0.2']) {
      const browser = browserAt(address);
      const action = await browser.openLoginForm();
      await failTimes(browser, action, Array(PAIR_LIMIT - 1).fill('host@example.com'));
      const response = await browser.submitLogin(action, 'host@example.com', PASSWORD);
      expect(response.statusCode).toBe(303);
    }
  });

  test('failures count within a window: old ones are forgotten', async () => {
    const attempt = { email: 'window@example.com', address: '10.5.0.1', knownDevice: null };
    const start = 1_000_000;
    for (let i = 0; i < PAIR_LIMIT - 1; i++) await recordSignInFailure(server.db, attempt, start);
    await recordSignInFailure(server.db, attempt, start + WINDOW_MS + 1);
    expect(await signInBlock(server.db, attempt, start + WINDOW_MS + 2)).toBeNull();
    for (let i = 0; i < PAIR_LIMIT - 1; i++) {
      await recordSignInFailure(server.db, attempt, start + WINDOW_MS + 3);
    }
    expect(await signInBlock(server.db, attempt, start + WINDOW_MS + 4)).toEqual({
      scope: 'pair',
      retryAfterSeconds: Math.ceil((BLOCK_MS - 1) / 1000),
    });
  });

  test('over many addresses, unknown devices wait a delay that doubles up to the block', async () => {
    const email = 'spread@example.com';
    const now = 2_000_000;
    const fromAddress = (i: number) => ({ email, address: `10.6.0.${i}`, knownDevice: null });
    const stranger = { email, address: '10.6.1.1', knownDevice: null };
    const device = { email, address: '10.6.0.1', knownDevice: 'device-1' };
    const delays: number[] = [];
    for (let i = 1; i <= ACCOUNT_LIMIT + 6; i++) {
      await recordSignInFailure(server.db, fromAddress(i), now);
      delays.push((await signInBlock(server.db, stranger, now))?.retryAfterSeconds ?? 0);
      // A known device of the account is never held up by the others.
      expect(await signInBlock(server.db, device, now)).toBeNull();
    }
    const first = ACCOUNT_FIRST_DELAY_MS / 1000;
    expect(delays.slice(0, ACCOUNT_LIMIT - 1).every((d) => d === 0)).toBe(true);
    expect(delays.slice(ACCOUNT_LIMIT - 1)).toEqual([
      first,
      first * 2,
      first * 4,
      first * 8,
      first * 16,
      BLOCK_MS / 1000,
      BLOCK_MS / 1000,
    ]);
    const block = await signInBlock(server.db, stranger, now);
    expect(block?.scope).toBe('account');
    expect(blockMessage({ scope: 'account', retryAfterSeconds: first })).toBe(
      'Too many failed sign-in attempts for this account. Try again in 1 minute.',
    );
  });

  test(`a known device has a count of its own: ${DEVICE_LIMIT} failures block it, nobody else`, async () => {
    const email = 'device@example.com';
    const now = 3_000_000;
    const device = { email, address: '10.7.0.1', knownDevice: 'device-7' };
    const other = { email, address: '10.7.0.1', knownDevice: null };
    for (let i = 0; i < DEVICE_LIMIT; i++) await recordSignInFailure(server.db, device, now);
    expect(await signInBlock(server.db, device, now)).toEqual({
      scope: 'device',
      retryAfterSeconds: BLOCK_MS / 1000,
    });
    expect(await signInBlock(server.db, other, now)).toBeNull();
    expect(await signInBlock(server.db, { ...device, knownDevice: 'device-8' }, now)).toBeNull();
    // A sign-in from the device clears its count (the block lasts only while it is stored).
    await clearSignInFailures(server.db, device);
    expect(await signInBlock(server.db, device, now)).toBeNull();
  });
});

describe('behind a proxy (TRUST_PROXY=on)', () => {
  test('the forwarded client address is the one counted', async () => {
    const proxied = await createTestServer(
      { trustProxy: true },
      { auth: true, sessionResolver: sessionFromAuthPlugin },
    );
    try {
      const browser = new InjectBrowser(proxied.app, PUBLIC_URL, '192.0.2.1');
      const action = await browser.openLoginForm();
      await browser.request(action, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: PUBLIC_URL,
          'x-forwarded-for': '198.51.100.7',
        },
        payload: 'email=someone%40example.com&password=wrong',
      });
      const { rows } = await proxied.db.query<{ key: string }>(
        "SELECT key FROM sign_in_failures WHERE key LIKE 'address:%'",
      );
      // (On PostgreSQL both servers of this file share one database: earlier rows are there too.)
      const keys = rows.map((r) => r.key);
      expect(keys).toContain('address:198.51.100.7');
      expect(keys).not.toContain('address:192.0.2.1');
    } finally {
      await proxied.app.close();
    }
  });
});
