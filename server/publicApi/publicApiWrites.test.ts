import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiKeyAccess, ApiKeyType } from '../../contract/apiKeys.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Devices write through the same door (issue 33 item 7): a READ_WRITE key posts its type's events
 * through the public API, checked by the operation's schema and access policy with the key's
 * location subtree as the caller's, exactly once per Idempotency-Key, and the write reaches the
 * change feed (what MQTT publishes) like any other.
 */
const REGION = 'acme#north';
const SITE = 'acme#north#pretoria';

let server: TestServer;
let committed = 0;
beforeAll(async () => {
  server = await createTestServer({}, { onCommitted: () => committed++ });
});
afterAll(async () => {
  await server.app.close();
});

async function generateKey(keyType: ApiKeyType, access: ApiKeyAccess, at = REGION) {
  const response = await server.call(
    'userOperations/manageAPIKeys',
    { operation: 'GENERATE_NEW', EntityHierarchy: at, keyType, description: 'Door', access },
    'demo-admin',
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { apiKeyValue: string }).apiKeyValue;
}

function post(path: string, apiKey: string, body: unknown, idempotencyKey?: string) {
  return server.app.inject({
    method: 'POST',
    url: `/public/v1/${path}`,
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function visitorsNamed(lastName: string) {
  const result = await server.db.query<{ hierarchy: string; record: Record<string, unknown> }>(
    `SELECT hierarchy, record FROM visitor_log WHERE NOT deleted AND record->'visitorFullDetails'->>'lastName' = $1`,
    [lastName],
  );
  return result.rows;
}

const visitor = (lastName: string, at = SITE) => ({
  EntityHierarchy: at,
  firstName: 'Door',
  lastName,
  company: 'Reader Ltd',
  sourceOfIdentification: 'external_event',
});

describe('public API writes', () => {
  test('a read-only key may not write, and nothing is stored', async () => {
    const key = await generateKey('visitor', 'READ');
    const response = await post('visitor-log', key, visitor('Readonly'), 'ro-1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ key: 'API_KEY_READ_ONLY' });
    expect(await visitorsNamed('Readonly')).toHaveLength(0);
  });

  test('a visitor signed in by a device is stored once per Idempotency-Key and published', async () => {
    const key = await generateKey('visitor', 'READ_WRITE');
    const missing = await post('visitor-log', key, visitor('Once'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ key: 'IDEMPOTENCY_KEY_REQUIRED' });

    const before = committed;
    const feedBefore = await server.feedCount();
    const first = await post('visitor-log', key, visitor('Once'), 'door-event-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      key: 'OPERATION_PROCESSED',
      item: {
        EntityHierarchy: SITE,
        visitorFullDetails: { lastName: 'Once' },
        sourceOfIdentification: 'external_event',
      },
    });
    const again = await post('visitor-log', key, visitor('Once'), 'door-event-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await visitorsNamed('Once')).toHaveLength(1);
    expect(committed).toBe(before + 1);
    expect(await server.feedCount()).toBeGreaterThan(feedBefore);

    const read = await server.app.inject({
      method: 'GET',
      url: '/public/v1/visitor-log',
      headers: { authorization: `Bearer ${key}` },
    });
    const items = (read.json() as { Items: { visitorFullDetails: { lastName: string } }[] }).Items;
    const names = items.map((item) => item.visitorFullDetails.lastName);
    expect(names).toContain('Once');
  });

  test('the same key with another body is refused, not applied', async () => {
    const key = await generateKey('visitor', 'READ_WRITE');
    expect((await post('visitor-log', key, visitor('First'), 'reused')).statusCode).toBe(200);
    const reused = await post('visitor-log', key, visitor('Second'), 'reused');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ key: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await visitorsNamed('Second')).toHaveLength(0);
  });

  test('a device signs a visitor out; the record keeps the device as its source', async () => {
    const key = await generateKey('visitor', 'READ_WRITE');
    const signedIn = await post('visitor-log', key, visitor('Leaving'), 'leaving-in');
    const item = (signedIn.json() as { item: { evtTimeStampProfileID: string } }).item;
    const out = await post(
      'visitor-log/sign-out',
      key,
      {
        userData: [{ EntityHierarchy: SITE, evtTimeStampProfileID: item.evtTimeStampProfileID }],
        signOutSource: 'DEVICE',
        evtTimeStampOut: Date.now(),
        evtTZOffsetOut: -120,
        evtTimeZoneOut: 'Africa/Johannesburg',
      },
      'leaving-out',
    );
    expect(out.statusCode, out.body).toBe(200);
    const [stored] = await visitorsNamed('Leaving');
    expect(stored?.record).toMatchObject({ signOutSource: 'DEVICE' });
    expect(typeof stored?.record.evtTimeStampOut).toBe('number');
  });

  test("a location outside the key's subtree is refused, and so is another organisation's", async () => {
    const key = await generateKey('visitor', 'READ_WRITE', 'acme#north#pretoria');
    const elsewhere = await post(
      'visitor-log',
      key,
      visitor('Elsewhere', 'acme#north#jhb-hq'),
      'e1',
    );
    expect(elsewhere.statusCode).toBe(403);
    const foreign = await post('visitor-log', key, visitor('Foreign', 'globex#east'), 'e2');
    expect(foreign.statusCode).toBe(403);
    expect(await visitorsNamed('Elsewhere')).toHaveLength(0);
    expect(await visitorsNamed('Foreign')).toHaveLength(0);
  });

  test('bad input gets a clear { key, message } and changes nothing', async () => {
    const key = await generateKey('visitor', 'READ_WRITE');
    const noName = await post('visitor-log', key, { EntityHierarchy: SITE, lastName: 'X' }, 'b1');
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ key: 'VALIDATION_FAILED' });
    expect((noName.json() as { message: string }).message).toContain('firstName');
    const notJson = await post('visitor-log', key, '{"firstName":', 'b2');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toHaveProperty('key');
    const parkingKey = await generateKey('parking', 'READ_WRITE');
    const wrongType = await post('visitor-log', parkingKey, visitor('Wrong'), 'b3');
    expect(wrongType.statusCode).toBe(403);
    expect(wrongType.json()).toMatchObject({ key: 'API_KEY_WRONG_TYPE' });
    const unknown = await post('badge-log', key, {}, 'b4');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ key: 'TABLE_NOT_FOUND' });
    const noKey = await server.app.inject({ method: 'POST', url: '/public/v1/visitor-log' });
    expect(noKey.statusCode).toBe(401);
    expect(await visitorsNamed('Wrong')).toHaveLength(0);
  });
});
