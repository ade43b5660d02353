import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const signIn = (hierarchy: string, firstName = 'Test') => ({
  EntityHierarchy: hierarchy,
  firstName,
  lastName: 'Visitor',
  evtTimeStamp: 1_000_000_000_000,
});

describe('every call is checked before it changes anything', () => {
  test('an unknown operation is a JSON 404', async () => {
    const response = await server.call('visitorLogOperations/nothing' as never, {}, 'demo-admin');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      key: 'UNKNOWN_OPERATION',
      message: 'No operation visitorLogOperations/nothing',
    });
  });

  test('a call without a session is 401 No credentials', async () => {
    const response = await server.call(
      'hierarchyOperations/retrieveHierarchyConfiguration',
      {},
      null,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ key: 'NO_CREDENTIALS', message: 'No credentials' });
  });

  test('a bad body is 400 with each problem named, and nothing is written', async () => {
    const before = await server.feedCount();
    const response = await server.call(
      'visitorLogOperations/signOutVisitors',
      {
        userData: [{ EntityHierarchy: 'acme##x', evtTimeStampProfileID: '' }],
        signOutSource: 'DB',
        evtTimeStampOut: -5,
        evtTZOffsetOut: 0,
        evtTimeZoneOut: 'UTC',
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.key).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('userData.0.EntityHierarchy: must be a location key');
    expect(body.message).toContain('userData.0.evtTimeStampProfileID:');
    expect(body.message).toContain('evtTimeStampOut:');
    expect(await server.feedCount()).toBe(before);
  });

  test('a body that is not JSON is 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/visitorLogOperations/signInVisitor',
      headers: { 'content-type': 'application/json', 'x-test-user': 'demo-admin' },
      payload: '{"EntityHierarchy": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      key: 'VALIDATION_FAILED',
      message: '(body): not valid JSON',
    });
  });

  test('an empty body is an empty request', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/hierarchyOperations/retrieveHierarchyConfiguration',
      headers: { 'content-type': 'application/json', 'x-test-user': 'demo-host' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  test('a host cannot read or write another region: 403 and nothing changes', async () => {
    const before = await server.feedCount();
    const read = await server.call(
      'visitorLogOperations/retrieveVisitorLog',
      { query: { hierarchies: ['acme#south'], beginTime: 0, endTime: 1 } },
      'demo-host',
    );
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ key: 'NOT_AUTHORIZED', message: 'Not Authorized' });
    const write = await server.call(
      'visitorLogOperations/revertSignOut',
      { EntityHierarchy: 'acme#south#george', evtTimeStampProfileID: '1#x' },
      'demo-host',
    );
    expect(write.statusCode).toBe(403);
    expect(await server.feedCount()).toBe(before);
  });

  test('an admin of another organisation is refused on acme', async () => {
    const read = await server.call(
      'visitorLogOperations/retrieveVisitorLog',
      { query: { hierarchies: ['acme'], beginTime: 0, endTime: 1 } },
      'demo-other',
    );
    expect(read.statusCode).toBe(403);
    const write = await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#north'),
      'demo-other',
    );
    expect(write.statusCode).toBe(403);
  });

  test('a sign-out batch with one location outside access changes none of it', async () => {
    const before = await server.feedCount();
    const response = await server.call(
      'visitorLogOperations/signOutVisitors',
      {
        userData: [
          { EntityHierarchy: 'acme#north#jhb-hq', evtTimeStampProfileID: '1#a' },
          { EntityHierarchy: 'acme#north#pretoria', evtTimeStampProfileID: '1#b' },
        ],
        signOutSource: 'DB',
        evtTimeStampOut: 1_000_000_000_000,
        evtTZOffsetOut: 0,
        evtTimeZoneOut: 'UTC',
      },
      'demo-host',
    );
    expect(response.statusCode).toBe(403);
    expect(await server.feedCount()).toBe(before);
  });

  test('a HOST receptionist signs a visitor in at their site (assisted check-in), not at another', async () => {
    const response = await server.call(
      'visitorLogOperations/signInVisitor',
      { ...signIn('acme#north#jhb-hq'), sourceOfIdentification: 'dashboard' },
      'demo-host',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item.sourceOfIdentification).toBe('dashboard');
    const elsewhere = await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#north#pretoria'),
      'demo-host',
    );
    expect(elsewhere.statusCode).toBe(403);
    const unknownSource = await server.call(
      'visitorLogOperations/signInVisitor',
      { ...signIn('acme#north#jhb-hq'), sourceOfIdentification: 'guessed' },
      'demo-host',
    );
    expect(unknownSource.statusCode).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  test('a replay answers the stored answer without a second write', async () => {
    const headers = { 'idempotency-key': 'replay-1' };
    const before = await server.feedCount();
    const first = await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#north#pretoria', 'Once'),
      'demo-admin',
      headers,
    );
    expect(first.statusCode).toBe(200);
    expect(await server.feedCount()).toBe(before + 1);
    const again = await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#north#pretoria', 'Once'),
      'demo-admin',
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await server.feedCount()).toBe(before + 1);
  });

  test('the same key from the same user with another operation or body is 422 and writes nothing', async () => {
    const headers = { 'idempotency-key': 'replay-2' };
    await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#south'),
      'demo-admin',
      headers,
    );
    const before = await server.feedCount();
    const otherBody = await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#south', 'Different'),
      'demo-admin',
      headers,
    );
    expect(otherBody.statusCode).toBe(422);
    const otherOperation = await server.call(
      'visitorLogOperations/revertSignOut',
      { EntityHierarchy: 'acme#south', evtTimeStampProfileID: 'x' },
      'demo-admin',
      headers,
    );
    expect(otherOperation.statusCode).toBe(422);
    expect(otherOperation.json()).toEqual({
      key: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Idempotency-Key was already used for another operation',
    });
    expect(await server.feedCount()).toBe(before);
  });

  test('keys are each user’s own: another user’s use of the same key is its own request', async () => {
    const headers = { 'idempotency-key': 'replay-per-user' };
    const first = await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#south', 'First'),
      'demo-admin',
      headers,
    );
    expect(first.statusCode).toBe(200);
    const before = await server.feedCount();
    // Another body, too: nothing tells the second user the key was used before.
    const otherUser = await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#south', 'Second'),
      'demo-marshal',
      headers,
    );
    expect(otherUser.statusCode, otherUser.body).toBe(200);
    expect(otherUser.json().item.evtTimeStampProfileID).not.toBe(
      first.json().item.evtTimeStampProfileID,
    );
    expect(await server.feedCount()).toBe(before + 1);
    const firstAgain = await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#south', 'First'),
      'demo-admin',
      headers,
    );
    expect(firstAgain.json()).toEqual(first.json());
  });

  test('the same body with its keys in another order (or an unknown member) is the same request', async () => {
    const headers = { 'idempotency-key': 'replay-reordered' };
    const body = signIn('acme#north#pretoria', 'Ordered');
    const first = await server.call(
      'visitorLogOperations/signInVisitor',
      body,
      'demo-admin',
      headers,
    );
    expect(first.statusCode).toBe(200);
    const before = await server.feedCount();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(body));
    for (const again of [reordered, { ...reordered, ignoredByTheSchema: 1 }]) {
      const replay = await server.call(
        'visitorLogOperations/signInVisitor',
        again,
        'demo-admin',
        headers,
      );
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    expect(await server.feedCount()).toBe(before);
  });

  test('a malformed key is 400', async () => {
    const response = await server.call(
      'visitorLogOperations/signInVisitor',
      signIn('acme#south'),
      'demo-admin',
      { 'idempotency-key': 'not valid!' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Idempotency-Key');
  });

  test('a refused call does not use up its key', async () => {
    const headers = { 'idempotency-key': 'refused-then-fine' };
    const missing = await server.call(
      'visitorLogOperations/revertSignOut',
      { EntityHierarchy: 'acme#south', evtTimeStampProfileID: 'does-not-exist' },
      'demo-admin',
      headers,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().key).toBe('RECORD_NOT_FOUND');
    const stored = await server.db.query(
      'SELECT 1 FROM idempotency_keys WHERE sub = $1 AND key = $2',
      ['demo-admin', 'refused-then-fine'],
    );
    expect(stored.rows).toHaveLength(0);
  });
});
