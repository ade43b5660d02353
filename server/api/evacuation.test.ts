import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { evacLogRetrieved, evacResponsesRetrieved } from '../../contract/familyOperations.ts';
import { publishBatch } from '../broker/publisher.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const GEORGE = 'acme#south#george';
const T = 1_000_000_000_000;

function mark(
  mutationId: string,
  status: string,
  responseTimestamp: number,
  userData: object[] = [
    { EntityHierarchy: GEORGE, type: 'VISITOR', evtTimeStampProfileID: '1#ann' },
  ],
) {
  return {
    evacStatusUpdate: {
      userData,
      responseChannel: 'dashboard',
      status,
      comment: `${status} by ${mutationId}`,
      responseTimestamp,
      mutationId,
    },
  };
}

const responses = async (begin: number, end: number) => {
  const response = await server.call(
    'evacuationOperations/retrieveEvacResponses',
    { query: { hierarchies: [GEORGE], beginTime: begin, endTime: end } },
    'demo-marshal',
  );
  return evacResponsesRetrieved.parse(response.json()).Items;
};

describe('updateEvacStatus', () => {
  test('appends: two marshals marking the same person are both kept, in responseTimestamp order', async () => {
    const first = await server.call(
      'evacuationOperations/updateEvacStatus',
      mark('m-2', 'NOT_SAFE', T + 10),
      'demo-marshal',
    );
    expect(first.json()).toEqual({ key: 'EVAC_UPDATED', written: 1 });
    const second = await server.call(
      'evacuationOperations/updateEvacStatus',
      mark('m-1', 'SAFE', T + 10),
      'demo-admin',
    );
    expect(second.json()).toEqual({ key: 'EVAC_UPDATED', written: 1 });
    const items = await responses(T, T + 100);
    // Same responseTimestamp: the tie is broken by mutation id (in the response key).
    expect(items.map((r) => [r.status, r.mutationId, r.respondedBy?.email])).toEqual([
      ['SAFE', 'm-1', 'admin@example.com'],
      ['NOT_SAFE', 'm-2', 'marshal@example.com'],
    ]);
    expect(items[0]).toMatchObject({
      responseKey: `VISITOR#1#ann#${T + 10}#m-1`,
      personKey: 'VISITOR#1#ann',
      responseTimestamp: T + 10,
      EntityHierarchy: GEORGE,
    });
    const feed = await server.db.query<{ op: string }>(
      "SELECT op FROM change_feed WHERE family = 'evacResponses' AND hierarchy = $1 AND event_time = $2",
      [GEORGE, T + 10],
    );
    expect(feed.rows.map((r) => r.op)).toEqual(['INSERT', 'INSERT']);
  });

  test('a replayed Idempotency-Key is applied once; the same mutation resent is not written twice', async () => {
    const body = mark('m-replay', 'SAFE', T + 200, [
      { EntityHierarchy: GEORGE, type: 'EMPLOYEE', evtTimeStampProfileID: '2#bo' },
      { EntityHierarchy: GEORGE, type: 'PARKING', evtTimeStampUniqueAttributeValue: '3#CA123' },
    ]);
    const before = await server.feedCount();
    const headers = { 'idempotency-key': 'evac-replay-1' };
    const once = await server.call(
      'evacuationOperations/updateEvacStatus',
      body,
      'demo-marshal',
      headers,
    );
    const again = await server.call(
      'evacuationOperations/updateEvacStatus',
      body,
      'demo-marshal',
      headers,
    );
    expect(once.json()).toEqual({ key: 'EVAC_UPDATED', written: 2 });
    expect(again.json()).toEqual(once.json());
    expect(await server.feedCount()).toBe(before + 2);
    const resent = await server.call('evacuationOperations/updateEvacStatus', body, 'demo-marshal');
    expect(resent.json()).toEqual({ key: 'EVAC_UPDATED', written: 0 });
    expect((await responses(T + 200, T + 200)).map((r) => r.personKey)).toEqual([
      'EMPLOYEE#2#bo',
      'PARKING#3#CA123',
    ]);
  });

  test('refused without amEvacAdmin, outside access, and for bad bodies; nothing written', async () => {
    const before = await server.feedCount();
    const host = await server.call(
      'evacuationOperations/updateEvacStatus',
      mark('m-host', 'SAFE', T, [
        { EntityHierarchy: 'acme#north#jhb-hq', type: 'VISITOR', evtTimeStampProfileID: '1#x' },
      ]),
      'demo-host',
    );
    expect(host.statusCode).toBe(403);
    const outside = await server.call(
      'evacuationOperations/updateEvacStatus',
      mark('m-out', 'SAFE', T, [
        { EntityHierarchy: 'acme#north#jhb-hq', type: 'VISITOR', evtTimeStampProfileID: '1#x' },
      ]),
      'demo-marshal',
    );
    expect(outside.statusCode).toBe(403);
    const parkingWithoutKey = await server.call(
      'evacuationOperations/updateEvacStatus',
      mark('m-bad', 'SAFE', T, [
        { EntityHierarchy: GEORGE, type: 'PARKING', evtTimeStampProfileID: '1#x' },
      ]),
      'demo-marshal',
    );
    expect(parkingWithoutKey.statusCode).toBe(400);
    expect(parkingWithoutKey.json().message).toContain(
      'PARKING needs evtTimeStampUniqueAttributeValue',
    );
    const notAMark = await server.call(
      'evacuationOperations/updateEvacStatus',
      mark('m-bad', 'UNKNOWN', T),
      'demo-marshal',
    );
    expect(notAMark.statusCode).toBe(400);
    const noMutationId = await server.call(
      'evacuationOperations/updateEvacStatus',
      mark('bad id!', 'SAFE', T),
      'demo-marshal',
    );
    expect(noMutationId.statusCode).toBe(400);
    expect(await server.feedCount()).toBe(before);
  });
});

describe('updateEvacActivation', () => {
  const start = (
    EntityHierarchy: string,
    activatedTimestamp: number,
    audience = ['onsiteVisitors'],
  ) => ({
    evacActivationOperation: {
      audience,
      EntityHierarchy,
      active: true,
      activatedTimestamp,
      lmt: activatedTimestamp,
    },
  });
  const end = (EntityHierarchy: string, activatedTimestamp: number) => ({
    evacDeactivationOperation: { EntityHierarchy, activatedTimestamp, lmt: activatedTimestamp },
  });
  const activation = (body: object, as: string) =>
    server.call('evacuationOperations/updateEvacActivation', body, as);

  test('start, overlap, only the initiator ends it, then it is archived', async () => {
    const started = await activation(start(GEORGE, T + 1000), 'demo-marshal');
    expect(started.json()).toMatchObject({
      key: 'EVAC_ACTIVATION_UPDATED',
      evacuationEvent: {
        EntityHierarchy: GEORGE,
        active: true,
        initiator: 'marshal@example.com',
        activatedTimestamp: T + 1000,
      },
    });
    const above = await activation(start('acme#south', T + 2000), 'demo-admin');
    expect(above.json()).toMatchObject({
      key: 'EXISTING_ACTIVE_EVACUATION',
      evacuationEvent: { EntityHierarchy: GEORGE, activatedTimestamp: T + 1000 },
    });
    const sameKey = await activation(start(GEORGE, T + 1000), 'demo-marshal');
    expect(sameKey.json().key).toBe('EXISTING_ACTIVE_EVACUATION');
    const elsewhere = await activation(start('acme#south#cape-town', T + 3000), 'demo-admin');
    expect(elsewhere.json().key).toBe('EVAC_ACTIVATION_UPDATED');

    const notInitiator = await activation(end(GEORGE, T + 1000), 'demo-admin');
    expect(notInitiator.statusCode).toBe(403);
    expect(notInitiator.json().message).toContain('marshal@example.com');
    const ended = await activation(end(GEORGE, T + 1000), 'demo-marshal');
    expect(ended.json()).toMatchObject({
      key: 'EVAC_ACTIVATION_UPDATED',
      evacuationEvent: { active: false, deactivatedBy: 'marshal@example.com' },
    });
    expect((await activation(end(GEORGE, T + 1000), 'demo-marshal')).json().key).toBe(
      'EXISTING_ARCHIVED_EVACUATION',
    );
    expect((await activation(start(GEORGE, T + 1000), 'demo-marshal')).json().key).toBe(
      'EXISTING_ARCHIVED_EVACUATION',
    );

    const log = await server.call(
      'evacuationOperations/retrieveEvacLog',
      { query: { hierarchies: ['acme#south'], beginTime: T, endTime: T + 10_000 } },
      'demo-marshal',
    );
    const answer = evacLogRetrieved.parse(log.json());
    expect(answer.activeEvacuations.map((e) => e.EntityHierarchy)).toEqual([
      'acme#south#cape-town',
    ]);
    expect(answer.archivedEvacuations.map((e) => e.activatedTimestamp)).toEqual([T + 1000]);
    const topics = await server.db.query<{ family: string; op: string }>(
      "SELECT family, op FROM change_feed WHERE family = 'evacuations' AND event_time BETWEEN $1 AND $2 ORDER BY seq",
      [T, T + 10_000],
    );
    expect(topics.rows.map((r) => r.op)).toEqual(['INSERT', 'INSERT', 'MODIFY']);
  });

  test('refusals: no evac admin 403, outside access 403, unknown evacuation 404, no audience 400', async () => {
    expect((await activation(start('acme#north#jhb-hq', T + 5000), 'demo-host')).statusCode).toBe(
      403,
    );
    expect(
      (await activation(start('acme#north#jhb-hq', T + 5000), 'demo-marshal')).statusCode,
    ).toBe(403);
    const unknown = await activation(end(GEORGE, T + 4999), 'demo-marshal');
    expect([unknown.statusCode, unknown.json().key]).toEqual([404, 'RECORD_NOT_FOUND']);
    const noAudience = await activation(start(GEORGE, T + 5000, []), 'demo-marshal');
    expect(noAudience.statusCode).toBe(400);
    expect(noAudience.json().message).toContain('choose at least one audience');
    const both = await activation(
      { ...start(GEORGE, T + 5000), ...end(GEORGE, T + 5000) },
      'demo-marshal',
    );
    expect(both.statusCode).toBe(400);
  });
});

describe('live topics', () => {
  test('the publisher sends evacuation writes on evacuationEvents/{h} and evacResponses/{h}', async () => {
    const topics = new Set<string>();
    while ((await publishBatch(server.db, async (topic) => void topics.add(topic))) > 0);
    expect(topics).toContain('evacResponses/acme/south/george');
    expect(topics).toContain('evacuationEvents/acme/south/george');
    expect(topics).toContain('evacuationEvents/acme/south/cape-town');
  });
});
