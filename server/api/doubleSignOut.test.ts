import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { visitorLogRetrieved } from '../../contract/operations.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const JHB = 'acme#north#jhb-hq';
const BASE = 1_000_000_000_000;

const signOutBody = (key: string, at: number, zone: string) => ({
  userData: [{ EntityHierarchy: JHB, evtTimeStampProfileID: key }],
  signOutSource: 'DB',
  evtTimeStampOut: at,
  evtTZOffsetOut: 0,
  evtTimeZoneOut: zone,
});

async function record(key: string) {
  const response = await server.call(
    'visitorLogOperations/retrieveVisitorLog',
    { query: { hierarchies: [JHB], beginTime: BASE, endTime: BASE + 10 } },
    'demo-admin',
  );
  return visitorLogRetrieved
    .parse(response.json())
    .Items.find((i) => i.evtTimeStampProfileID === key);
}

describe('double sign-out through the API (contract/transitions/visitorLog.ts)', () => {
  test('the first sign-out stands; a later one succeeds and writes nothing; after a revert a new one applies', async () => {
    const signedIn = await server.call(
      'visitorLogOperations/signInVisitor',
      { EntityHierarchy: JHB, firstName: 'Twice', lastName: 'Out', evtTimeStamp: BASE + 1 },
      'demo-admin',
    );
    const key = signedIn.json().item.evtTimeStampProfileID as string;

    const first = await server.call(
      'visitorLogOperations/signOutVisitors',
      signOutBody(key, BASE + 100, 'Africa/Johannesburg'),
      'demo-admin',
    );
    expect(first.json()).toEqual({ key: 'SIGNOUT_SUCCESS' });
    const afterFirst = await record(key);
    expect(afterFirst).toMatchObject({
      evtTimeStampOut: BASE + 100,
      evtTimeZoneOut: 'Africa/Johannesburg',
    });

    const before = await server.feedCount();
    const second = await server.call(
      'visitorLogOperations/signOutVisitors',
      signOutBody(key, BASE + 200, 'UTC'),
      'demo-host',
    );
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ key: 'SIGNOUT_SUCCESS' });
    expect(await server.feedCount()).toBe(before);
    expect(await record(key)).toEqual(afterFirst);

    const reverted = await server.call(
      'visitorLogOperations/revertSignOut',
      { EntityHierarchy: JHB, evtTimeStampProfileID: key },
      'demo-host',
    );
    expect(reverted.json()).toEqual({ key: 'REVERT_SIGNOUT_SUCCESS' });
    const onSite = await record(key);
    expect(onSite?.evtTimeStampOut).toBeUndefined();
    expect(onSite?.signOutSource).toBeUndefined();

    await server.call(
      'visitorLogOperations/signOutVisitors',
      signOutBody(key, BASE + 300, 'UTC'),
      'demo-host',
    );
    expect(await record(key)).toMatchObject({ evtTimeStampOut: BASE + 300, evtTimeZoneOut: 'UTC' });
  });
});
