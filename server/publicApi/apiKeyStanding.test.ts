import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setLocationFeatures } from '../testing/locationFeatures.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * A public API key works only while its creator still may administer it at its location, and
 * reads a log only where that log's module is on (server/publicApi/apiKeyStanding.ts).
 */
const REGION = 'acme#north';
const SITE = 'acme#north#jhb-hq';
const CREATOR = 'key-creator';
const CREATOR_FLAGS = { amApiAdminForTypes: ['visitor', 'employee'] };
let server: TestServer;

async function grant(hierarchy: string, role: string): Promise<void> {
  await server.db.query('DELETE FROM user_locations WHERE sub = $1', [CREATOR]);
  await server.db.query('INSERT INTO user_locations (sub, hierarchy, role) VALUES ($1, $2, $3)', [
    CREATOR,
    hierarchy,
    role,
  ]);
}

async function setFlags(flags: Record<string, unknown>): Promise<void> {
  await server.db.query('UPDATE users SET flags = $2 WHERE sub = $1', [
    CREATOR,
    JSON.stringify(flags),
  ]);
}

async function setFeature(where: string, feature: string, on: boolean): Promise<void> {
  await setLocationFeatures(server.db, where, { [feature]: on }, { subtree: true });
}

async function generate(keyType: 'visitor' | 'employee'): Promise<string> {
  const response = await server.call(
    'userOperations/manageAPIKeys',
    { operation: 'GENERATE_NEW', EntityHierarchy: REGION, keyType, description: keyType },
    CREATOR,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { apiKeyValue: string }).apiKeyValue;
}

async function publicGet(path: string, key: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/public/v1/${path}`,
    headers: { authorization: `Bearer ${key}` },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const sitesOf = (body: Record<string, unknown>) =>
  [
    ...new Set((body.Items as { EntityHierarchy: string }[]).map((item) => item.EntityHierarchy)),
  ].sort();

beforeAll(async () => {
  server = await createTestServer();
  await server.db.query(
    `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
     VALUES ($1, 'key-creator@example.com', 'Key Creator', 'acme', 'none', $2)`,
    [CREATOR, JSON.stringify(CREATOR_FLAGS)],
  );
  await grant(REGION, 'ADMIN');
});
afterAll(async () => {
  await server.app.close();
});

describe("an API key lives no longer than its creator's access", () => {
  test.each([
    ['moves to another region', () => grant('acme#south', 'ADMIN')],
    ['becomes a HOST there', () => grant(REGION, 'HOST')],
    ['no longer administers visitor keys', () => setFlags({ amApiAdminForTypes: ['employee'] })],
    ['is removed', () => server.db.query('DELETE FROM user_locations WHERE sub = $1', [CREATOR])],
  ])('refused once the creator %s, working again when the access comes back', async (_, change) => {
    const key = await generate('visitor');
    expect((await publicGet('visitor-log', key)).status).toBe(200);
    await change();
    for (const path of ['key', 'visitor-log?from=0']) {
      const refused = await publicGet(path, key);
      expect(refused.status).toBe(403);
      expect(refused.body.key).toBe('API_KEY_CREATOR_ACCESS');
    }
    await grant(REGION, 'ADMIN');
    await setFlags(CREATOR_FLAGS);
    expect((await publicGet('visitor-log', key)).status).toBe(200);
  });

  test('a creator deleted from the organisation ends the key', async () => {
    const key = await generate('visitor');
    await server.db.query("UPDATE users SET email = 'moved-away@example.com' WHERE sub = $1", [
      CREATOR,
    ]);
    try {
      expect((await publicGet('key', key)).body.key).toBe('API_KEY_CREATOR_ACCESS');
    } finally {
      await server.db.query("UPDATE users SET email = 'key-creator@example.com' WHERE sub = $1", [
        CREATOR,
      ]);
    }
  });
});

describe("an API key reads a log only where the log's module is on", () => {
  test('off at one site: its records are left out; off in the whole subtree: refused', async () => {
    const key = await generate('employee');
    const before = await publicGet('worker-log?from=0', key);
    expect(before.status).toBe(200);
    expect(sitesOf(before.body)).toContain(SITE);

    await setFeature(SITE, 'employeeLog', false);
    const without = await publicGet('worker-log?from=0', key);
    expect(without.status).toBe(200);
    expect(sitesOf(without.body)).not.toContain(SITE);
    expect(sitesOf(without.body).length).toBeGreaterThan(0);

    await setFeature(REGION, 'employeeLog', false);
    const refused = await publicGet('worker-log?from=0', key);
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('API_KEY_MODULE_OFF');
    await setFeature(REGION, 'employeeLog', true);
  });

  test("the creator's account disabling the module refuses the read", async () => {
    const key = await generate('employee');
    await setFlags({ ...CREATOR_FLAGS, amDisableEmployeeModule: true });
    try {
      const refused = await publicGet('worker-log?from=0', key);
      expect(refused.status).toBe(403);
      expect(refused.body.key).toBe('API_KEY_MODULE_OFF');
    } finally {
      await setFlags(CREATOR_FLAGS);
    }
  });
});
