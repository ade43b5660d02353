import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Role } from '../../contract/session.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Whose sign-ins an ADMIN reads (server/api/handlers/userLoginAuditRead.ts auditScope): the
 * organisation root's ADMIN all of them; a regional ADMIN only those of users whose every
 * location lies where the caller is ADMIN.
 */
let server: TestServer;

async function addUser(sub: string, grants: [string, Role][]): Promise<void> {
  await server.db.query(
    `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
     VALUES ($1, $2, $1, 'acme', 'none', '{}')`,
    [sub, `${sub}@example.com`],
  );
  for (const [hierarchy, role] of grants) {
    await server.db.query('INSERT INTO user_locations (sub, hierarchy, role) VALUES ($1, $2, $3)', [
      sub,
      hierarchy,
      role,
    ]);
  }
}

async function signedIn(sub: string, organisation = 'acme'): Promise<void> {
  await server.db.query(
    `INSERT INTO user_log (organisation_id, evt_time, sub, email, event, terminal_id, mtha)
     VALUES ($1, $2, $3, $4, 'USER_LOGIN', $5, false)`,
    [organisation, Date.now(), sub, `${sub}@example.com`, `${sub}-terminal`],
  );
}

async function auditSubs(as: string): Promise<string[]> {
  const response = await server.call(
    'userOperations/retrieveUserLoginAudit',
    { query: { limit: 100 } },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  const { entries } = response.json() as { entries: { sub: string }[] };
  return entries.map((entry) => entry.sub).sort();
}

beforeAll(async () => {
  server = await createTestServer();
  await addUser('south-guard', [['acme#south#george', 'HOST']]);
  await addUser('south-manager', [['acme#south', 'DBUSER']]);
  await addUser('two-regions', [
    ['acme#south#george', 'HOST'],
    ['acme#north#pretoria', 'HOST'],
  ]);
  await addUser('george-host', [['acme#south#george', 'HOST']]);
  // ADMIN of the south region except George, where they are only a HOST.
  await addUser('south-admin-not-george', [
    ['acme#south', 'ADMIN'],
    ['acme#south#george', 'HOST'],
  ]);
  await addUser('removed-user', []);
  for (const sub of [
    'demo-admin',
    'demo-host',
    'demo-marshal',
    'south-guard',
    'south-manager',
    'two-regions',
    'george-host',
    'removed-user',
  ]) {
    await signedIn(sub);
  }
  await signedIn('demo-other', 'globex');
});
afterAll(async () => {
  await server.app.close();
});

describe("the sign-in audit an ADMIN reads is their access's", () => {
  test("a regional ADMIN reads only the sign-ins of their region's people", async () => {
    // demo-marshal: ADMIN of acme#south.
    expect(await auditSubs('demo-marshal')).toEqual([
      'demo-marshal',
      'george-host',
      'south-guard',
      'south-manager',
    ]);
  });

  test('a location the ADMIN holds a lesser grant on is outside their audit scope', async () => {
    expect(await auditSubs('south-admin-not-george')).toEqual(['demo-marshal', 'south-manager']);
  });

  test("the organisation root's ADMIN reads every sign-in of the organisation", async () => {
    expect(await auditSubs('demo-admin')).toEqual([
      'demo-admin',
      'demo-host',
      'demo-marshal',
      'george-host',
      'removed-user',
      'south-guard',
      'south-manager',
      'two-regions',
    ]);
  });
});
