import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * The hostile inputs of issue 18 (item 2): each is answered 400 VALIDATION_FAILED naming the
 * field, and nothing is written. Before the input policy these answered 500 or were stored.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const SITE = 'acme#north#jhb-hq';
const HOUR = 3_600_000;
const NOW = Date.now();

const signInBody = (fields: Record<string, unknown> = {}) => ({
  EntityHierarchy: SITE,
  firstName: 'Vi',
  lastName: 'Sitor',
  evtTimeStamp: NOW - HOUR,
  ...fields,
});

async function signedInVisitor(at = NOW - HOUR): Promise<string> {
  const response = await server.call(
    'visitorLogOperations/signInVisitor',
    signInBody({ evtTimeStamp: at }),
    'demo-admin',
  );
  expect(response.statusCode).toBe(200);
  return response.json().item.evtTimeStampProfileID;
}

const signOutBody = (key: string, fields: Record<string, unknown> = {}) => ({
  userData: [{ EntityHierarchy: SITE, evtTimeStampProfileID: key }],
  signOutSource: 'DB',
  evtTimeStampOut: NOW,
  evtTZOffsetOut: -120,
  evtTimeZoneOut: 'Africa/Johannesburg',
  ...fields,
});

/** Calls as ADMIN and expects a 400 naming `field`, with no change written. */
async function expectRefused(operation: string, body: unknown, field: string) {
  const before = await server.feedCount();
  const response = await server.call(
    operation as 'visitorLogOperations/signInVisitor',
    body,
    'demo-admin',
  );
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json();
  expect(answer.key).toBe('VALIDATION_FAILED');
  expect(answer.message).toContain(field);
  expect(await server.feedCount()).toBe(before);
  return answer.message as string;
}

describe('signInVisitor', () => {
  test('a NUL character in a name is refused', async () => {
    const message = await expectRefused(
      'visitorLogOperations/signInVisitor',
      signInBody({ firstName: 'Vi\u0000sitor' }),
      'firstName',
    );
    expect(message).toContain('NUL');
  });

  test('a lone UTF-16 surrogate in a name or the company is refused', async () => {
    await expectRefused(
      'visitorLogOperations/signInVisitor',
      signInBody({ lastName: 'Sitor\uD800' }),
      'lastName',
    );
    await expectRefused(
      'visitorLogOperations/signInVisitor',
      signInBody({ company: '\uDC00Acme' }),
      'company',
    );
  });

  test('names of only white space are refused; surrounding white space is trimmed', async () => {
    await expectRefused(
      'visitorLogOperations/signInVisitor',
      signInBody({ firstName: ' \t\u00a0 ' }),
      'firstName',
    );
    await expectRefused(
      'visitorLogOperations/signInVisitor',
      signInBody({ host: { name: '   ', uniqueAttributeValue: 'h@acme.test' } }),
      'host.name',
    );
    const response = await server.call(
      'visitorLogOperations/signInVisitor',
      signInBody({ firstName: '  Ann ', evtTimeStamp: NOW - 2 * HOUR }),
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().item.visitorFullDetails.firstName).toBe('Ann');
  });

  test('a host name of 100 KB is refused', async () => {
    await expectRefused(
      'visitorLogOperations/signInVisitor',
      signInBody({ host: { name: 'h'.repeat(100 * 1024), uniqueAttributeValue: 'h@acme.test' } }),
      'host.name',
    );
  });

  test('sign-in times 0, before 2000, 2^53-1 and more than a day ahead are refused', async () => {
    for (const evtTimeStamp of [0, Date.UTC(1999, 11, 31), 2 ** 53 - 1, NOW + 25 * HOUR]) {
      await expectRefused(
        'visitorLogOperations/signInVisitor',
        signInBody({ evtTimeStamp }),
        'evtTimeStamp',
      );
    }
  });
});

describe('signOutVisitors', () => {
  test('a time zone of 50 KB and one that does not exist are refused', async () => {
    const key = await signedInVisitor();
    await expectRefused(
      'visitorLogOperations/signOutVisitors',
      signOutBody(key, { evtTimeZoneOut: 'Z'.repeat(50 * 1024) }),
      'evtTimeZoneOut',
    );
    await expectRefused(
      'visitorLogOperations/signOutVisitors',
      signOutBody(key, { evtTimeZoneOut: 'Mars/Olympus_Mons' }),
      'evtTimeZoneOut',
    );
  });

  test('offsets of ±1e308 and beyond ±18 hours are refused', async () => {
    const key = await signedInVisitor();
    for (const evtTZOffsetOut of [1e308, -1e308, 18 * 60 + 1, 0.5]) {
      await expectRefused(
        'visitorLogOperations/signOutVisitors',
        signOutBody(key, { evtTZOffsetOut }),
        'evtTZOffsetOut',
      );
    }
  });

  test('sign-out times 0 and 2^53-1 are refused', async () => {
    const key = await signedInVisitor();
    for (const evtTimeStampOut of [0, 2 ** 53 - 1]) {
      await expectRefused(
        'visitorLogOperations/signOutVisitors',
        signOutBody(key, { evtTimeStampOut }),
        'evtTimeStampOut',
      );
    }
  });

  test('a sign-out before its sign-in is refused; at the sign-in time it is accepted', async () => {
    const signedInAt = NOW - 3 * HOUR;
    const key = await signedInVisitor(signedInAt);
    const message = await expectRefused(
      'visitorLogOperations/signOutVisitors',
      signOutBody(key, { evtTimeStampOut: signedInAt - HOUR }),
      'evtTimeStampOut',
    );
    expect(message).toContain('before');
    const accepted = await server.call(
      'visitorLogOperations/signOutVisitors',
      signOutBody(key, { evtTimeStampOut: signedInAt }),
      'demo-admin',
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  test('a sign-out less than a minute before the sign-in (clocks differ) is stored at the sign-in', async () => {
    const signedInAt = NOW - 4 * HOUR;
    const key = await signedInVisitor(signedInAt);
    const response = await server.call(
      'visitorLogOperations/signOutVisitors',
      signOutBody(key, { evtTimeStampOut: signedInAt - 30_000 }),
      'demo-admin',
    );
    expect(response.statusCode, response.body).toBe(200);
    const stored = await server.db.query<{ out: string }>(
      "SELECT record->>'evtTimeStampOut' AS out FROM visitor_log WHERE sort_key = $1",
      [key],
    );
    expect(Number(stored.rows[0]?.out)).toBe(signedInAt);
  });
});

describe('retrieval cursors', () => {
  const query = (changedSince: unknown) => ({
    query: { hierarchies: [SITE], beginTime: NOW - HOUR, endTime: NOW, changedSince },
  });

  test.each([
    ['2^64', '18446744073709551616'],
    ['2^63', '9223372036854775808'],
    ['exponent form', '1e20'],
    ['a JSON number in exponent form', 1e20],
    ['negative', '-1'],
  ])('changedSince %s is refused', async (_name, changedSince) => {
    await expectRefused(
      'visitorLogOperations/retrieveVisitorLog',
      query(changedSince),
      'query.changedSince',
    );
  });

  test('a cursor from an answer is still accepted', async () => {
    const response = await server.call(
      'visitorLogOperations/retrieveVisitorLog',
      query('0'),
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
  });
});
