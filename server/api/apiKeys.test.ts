import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ManageApiKeysRequest } from '../../contract/apiKeys.ts';
import { isInSubtree } from '../../contract/hierarchy.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

const REGION = 'acme#north';
const SITE = 'acme#north#jhb-hq';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

async function manage(body: ManageApiKeysRequest, as = 'demo-admin', headers = {}) {
  return server.call('userOperations/manageAPIKeys', body, as, headers);
}

async function generate(keyType: 'visitor' | 'employee' | 'parking', at = REGION) {
  const response = await manage({
    operation: 'GENERATE_NEW',
    EntityHierarchy: at,
    keyType,
    description: `${keyType} export`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { keyId: string; updatedLmt: number; apiKeyValue: string };
}

function publicGet(path: string, key?: string) {
  return server.app.inject({
    method: 'GET',
    url: `/public/v1/${path}`,
    headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
  });
}

async function listed(as = 'demo-admin', hierarchies = [REGION]) {
  const response = await server.call(
    'userOperations/retrieveAPIKeys',
    { query: { hierarchies } },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { apiKeyItems: { keyId: string; lmt: number }[] }).apiKeyItems;
}

describe('API keys', () => {
  test('a generated key is answered once, stored only as a hash, and reads its subtree', async () => {
    const created = await generate('visitor');
    expect(created.apiKeyValue).toMatch(/^ghk_[A-Za-z0-9_-]{43}$/);
    const stored = await server.db.query<Record<string, unknown>>('SELECT * FROM api_keys');
    const everything = JSON.stringify(stored.rows);
    expect(everything).not.toContain(created.apiKeyValue);
    expect(everything).not.toContain(created.apiKeyValue.slice(12));

    const items = await listed();
    const item = items.find((key) => key.keyId === created.keyId);
    expect(item).toMatchObject({ keyType: 'visitor', EntityHierarchy: REGION, access: 'READ' });
    expect(JSON.stringify(items)).not.toContain(created.apiKeyValue);

    const read = await publicGet('visitor-log?from=0', created.apiKeyValue);
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json() as { Items: { EntityHierarchy: string }[] };
    expect(body.Items.length).toBeGreaterThan(0);
    for (const record of body.Items) expect(isInSubtree(record.EntityHierarchy, REGION)).toBe(true);
  });

  test('a revoked key is refused, and so are unknown and missing keys', async () => {
    const created = await generate('visitor');
    expect((await publicGet('key', created.apiKeyValue)).statusCode).toBe(200);
    const revoked = await manage({
      operation: 'DELETE_EXISTING',
      EntityHierarchy: REGION,
      keyId: created.keyId,
      lmt: created.updatedLmt,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await publicGet('visitor-log', created.apiKeyValue);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ key: 'API_KEY_INVALID' });
    expect((await listed()).map((key) => key.keyId)).not.toContain(created.keyId);
    expect((await publicGet('visitor-log', 'ghk_unknown')).json()).toMatchObject({
      key: 'API_KEY_INVALID',
    });
    expect((await publicGet('visitor-log')).json()).toMatchObject({ key: 'API_KEY_REQUIRED' });
  });

  test('a key reads only the log of its type', async () => {
    const created = await generate('parking');
    const refused = await publicGet('visitor-log', created.apiKeyValue);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ key: 'API_KEY_WRONG_TYPE' });
    expect((await publicGet('parking-log', created.apiKeyValue)).statusCode).toBe(200);
  });

  test("a log that does not exist is 'Table not found' (404), after the key is checked", async () => {
    expect((await publicGet('guest-log')).statusCode).toBe(401);
    const created = await generate('visitor');
    const missing = await publicGet('guest-log?from=0', created.apiKeyValue);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      key: 'TABLE_NOT_FOUND',
      message: 'Table not found: use one of key, visitor-log, worker-log, parking-log',
    });
  });

  test('an update needs the lmt the administrator saw', async () => {
    const created = await generate('employee');
    const update = (lmt: number) =>
      manage({
        operation: 'UPDATE_EXISTING',
        EntityHierarchy: REGION,
        keyId: created.keyId,
        lmt,
        keyType: 'employee',
        description: 'Payroll',
      });
    const stale = await update(created.updatedLmt - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ key: 'KEY_INSTANCE_OBSOLETE' });
    const done = await update(created.updatedLmt);
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as { updatedLmt: number }).updatedLmt).toBeGreaterThan(created.updatedLmt);
    const elsewhere = await manage({
      operation: 'DELETE_EXISTING',
      EntityHierarchy: SITE,
      keyId: created.keyId,
      lmt: (done.json() as { updatedLmt: number }).updatedLmt,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  test('an update switches write access on and off; without access it keeps what the key has', async () => {
    const created = await generate('parking');
    const update = async (lmt: number, access?: 'READ' | 'READ_WRITE') => {
      const response = await manage({
        operation: 'UPDATE_EXISTING',
        EntityHierarchy: REGION,
        keyId: created.keyId,
        lmt,
        keyType: 'parking',
        description: 'Boom gate',
        ...(access ? { access } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { updatedLmt: number }).updatedLmt;
    };
    const accessOf = async () =>
      ((await listed()) as { keyId: string; access?: string }[]).find(
        (key) => key.keyId === created.keyId,
      )?.access;
    const writes = await update(created.updatedLmt, 'READ_WRITE');
    expect(await accessOf()).toBe('READ_WRITE');
    const kept = await update(writes);
    expect(await accessOf()).toBe('READ_WRITE');
    await update(kept, 'READ');
    expect(await accessOf()).toBe('READ');
  });

  test('a repeated generate (same Idempotency-Key) makes one key and never stores its value', async () => {
    const body: ManageApiKeysRequest = {
      operation: 'GENERATE_NEW',
      EntityHierarchy: SITE,
      keyType: 'visitor',
      description: 'Once',
    };
    const headers = { 'idempotency-key': 'generate-once-1' };
    const first = await manage(body, 'demo-admin', headers);
    const second = await manage(body, 'demo-admin', headers);
    const firstBody = first.json() as { keyId: string; apiKeyValue?: string };
    expect(firstBody.apiKeyValue).toBeDefined();
    expect(second.json()).toEqual({
      key: 'OPERATION_PROCESSED',
      keyId: firstBody.keyId,
      updatedLmt: (first.json() as { updatedLmt: number }).updatedLmt,
    });
    const stored = await server.db.query('SELECT response FROM idempotency_keys');
    expect(JSON.stringify(stored.rows)).not.toContain(String(firstBody.apiKeyValue));
    const keys = await listed('demo-admin', [SITE]);
    expect(keys.filter((key) => key.keyId === firstBody.keyId)).toHaveLength(1);
  });

  test('a HOST, and an ADMIN without API key types, reach none of the operations', async () => {
    const created = await generate('visitor', SITE);
    const bodies: [string, unknown][] = [
      ['userOperations/retrieveAPIKeys', { query: { hierarchies: [SITE] } }],
      [
        'userOperations/manageAPIKeys',
        { operation: 'GENERATE_NEW', EntityHierarchy: SITE, keyType: 'visitor' },
      ],
      [
        'userOperations/manageAPIKeys',
        {
          operation: 'UPDATE_EXISTING',
          EntityHierarchy: SITE,
          keyId: created.keyId,
          lmt: created.updatedLmt,
          keyType: 'visitor',
        },
      ],
      [
        'userOperations/manageAPIKeys',
        {
          operation: 'DELETE_EXISTING',
          EntityHierarchy: SITE,
          keyId: created.keyId,
          lmt: created.updatedLmt,
        },
      ],
    ];
    for (const as of ['demo-host', 'demo-marshal']) {
      for (const [operation, body] of bodies) {
        const location = as === 'demo-marshal' ? 'acme#south' : SITE;
        const moved = JSON.parse(JSON.stringify(body).replaceAll(SITE, location));
        const response = await server.call(operation as 'userOperations/manageAPIKeys', moved, as);
        expect(response.statusCode, `${as} ${operation}`).toBe(403);
        expect(response.json()).toMatchObject({ key: 'NOT_AUTHORIZED' });
      }
    }
    expect((await publicGet('key', created.apiKeyValue)).statusCode).toBe(200);
  });
});
