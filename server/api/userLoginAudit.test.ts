import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const entry = (overrides: Record<string, unknown> = {}) => ({
  OrganizationId: 'acme',
  evtTimeStamp: Date.now() - 1000,
  email: 'admin@example.com',
  event: 'USER_LOGIN',
  terminalId: 'terminal-1',
  sub: 'demo-admin',
  MTHA: false,
  ...overrides,
});

async function storedEntries(): Promise<number> {
  const { rows } = await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM user_log');
  return Number(rows[0]?.n);
}

describe('userOperations/putUserLoginAudit', () => {
  test("stores the caller's USER_LOGIN entry once, even when the client retries it", async () => {
    const body = entry();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await server.call('userOperations/putUserLoginAudit', body, 'demo-admin');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ key: 'OPERATION_PROCESSED' });
    }
    expect(await storedEntries()).toBe(1);
  });

  test.each([
    ['another user', { sub: 'demo-host' }, 403],
    ['another organisation', { OrganizationId: 'globex' }, 403],
    ['an event other than USER_LOGIN', { event: 'USER_LOGOUT' }, 400],
    ['a time in the future', { evtTimeStamp: Date.now() + 3_600_000 }, 400],
    ["another user's e-mail", { email: 'marshal@example.com' }, 403],
    ['a time in 2000', { evtTimeStamp: Date.UTC(2000, 0, 2) }, 400],
    ['a time an hour ago', { evtTimeStamp: Date.now() - 3_600_000 }, 400],
  ])('refuses an entry for %s and stores nothing', async (_, overrides, status) => {
    const before = await storedEntries();
    const response = await server.call(
      'userOperations/putUserLoginAudit',
      entry(overrides),
      'demo-admin',
    );
    expect(response.statusCode).toBe(status);
    expect(await storedEntries()).toBe(before);
  });

  test("a HOST cannot write another user's entry: the e-mail and time are checked", async () => {
    const forged = entry({
      sub: 'demo-host',
      email: 'admin@example.com',
      evtTimeStamp: Date.UTC(2000, 0, 2),
    });
    const before = await storedEntries();
    const response = await server.call('userOperations/putUserLoginAudit', forged, 'demo-host');
    expect(response.statusCode).toBe(403);
    expect(await storedEntries()).toBe(before);
  });

  test("stores the session user's e-mail and MTHA flag, not the body's", async () => {
    const body = entry({ sub: 'demo-host', email: 'HOST@example.com', MTHA: true });
    const response = await server.call('userOperations/putUserLoginAudit', body, 'demo-host');
    expect(response.statusCode).toBe(200);
    const { rows } = await server.db.query<{ email: string; mtha: boolean }>(
      "SELECT email, mtha FROM user_log WHERE sub = 'demo-host'",
    );
    expect(rows).toEqual([{ email: 'host@example.com', mtha: false }]);
  });

  test('needs a session', async () => {
    const response = await server.call('userOperations/putUserLoginAudit', entry(), null);
    expect(response.statusCode).toBe(401);
  });
});
