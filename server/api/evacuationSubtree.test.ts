import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVACUATION_SIGN_OUT_REFUSED } from '../../contract/evacuationInitiator.ts';
import { visitorLogRetrieved } from '../../contract/operations.ts';
import { publishBatch } from '../broker/publisher.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * A start for a region writes one event per location of its subtree and ending ends them
 * together (visitors.md §4); while it runs only its initiator may sign visitors out there
 * (visitors.md §6), on the server as in the visitor log.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const SOUTH = 'acme#south';
const SOUTH_SITES = ['acme#south#cape-town', 'acme#south#george', 'acme#south#stellenbosch'];
const GEORGE = 'acme#south#george';
const STELLENBOSCH = 'acme#south#stellenbosch';
const JHB = 'acme#north#jhb-hq';
const HOUR = 3_600_000;

async function signIn(EntityHierarchy: string, firstName: string, evtTimeStamp: number) {
  const answer = await server.call(
    'visitorLogOperations/signInVisitor',
    { EntityHierarchy, firstName, lastName: 'Visitor', evtTimeStamp },
    'demo-admin',
  );
  expect(answer.statusCode).toBe(200);
  return answer.json().item.evtTimeStampProfileID as string;
}

const signOut = (
  refs: { EntityHierarchy: string; evtTimeStampProfileID: string }[],
  evtTimeStampOut: number,
) => ({
  userData: refs,
  signOutSource: 'DB',
  evtTimeStampOut,
  evtTZOffsetOut: -120,
  evtTimeZoneOut: 'Africa/Johannesburg',
});

/** The visitor's record (signed in within the last two hours). */
async function visitor(EntityHierarchy: string, key: string) {
  const now = Date.now();
  const answer = await server.call(
    'visitorLogOperations/retrieveVisitorLog',
    { query: { hierarchies: [EntityHierarchy], beginTime: now - 2 * HOUR, endTime: now } },
    'demo-admin',
  );
  const found = visitorLogRetrieved
    .parse(answer.json())
    .Items.find((item) => item.evtTimeStampProfileID === key);
  if (!found) throw new Error(`no visitor ${key} at ${EntityHierarchy}`);
  return found;
}

async function evacuationRows(activatedTimestamp: number) {
  const rows = await server.db.query<{ hierarchy: string; active: boolean; initiator: string }>(
    `SELECT hierarchy, (record->>'active')::boolean AS active, record->>'initiator' AS initiator
       FROM evacuations WHERE sort_key = $1 AND NOT deleted ORDER BY hierarchy`,
    [String(activatedTimestamp)],
  );
  return rows.rows;
}

const activation = (body: object, as: string, headers?: Record<string, string>) =>
  server.call('evacuationOperations/updateEvacActivation', body, as, headers);
const start = (EntityHierarchy: string, activatedTimestamp: number) => ({
  evacActivationOperation: {
    audience: ['onsiteVisitors'],
    EntityHierarchy,
    active: true,
    activatedTimestamp,
    lmt: activatedTimestamp,
  },
});
const end = (EntityHierarchy: string, activatedTimestamp: number) => ({
  evacDeactivationOperation: { EntityHierarchy, activatedTimestamp, lmt: activatedTimestamp },
});

describe('an evacuation of a region', () => {
  test('a start writes an active event at the region and at each location below it; a replayed Idempotency-Key answers the same and writes once', async () => {
    const at = Date.now();
    const headers = { 'idempotency-key': 'start-south-1' };
    const before = await server.feedCount();
    const started = await activation(start(SOUTH, at), 'demo-marshal', headers);
    expect(started.json()).toMatchObject({
      key: 'EVAC_ACTIVATION_UPDATED',
      evacuationEvent: { EntityHierarchy: SOUTH, active: true, activatedTimestamp: at },
    });
    expect(await evacuationRows(at)).toEqual(
      [SOUTH, ...SOUTH_SITES].map((hierarchy) => ({
        hierarchy,
        active: true,
        initiator: 'marshal@example.com',
      })),
    );
    expect(await server.feedCount()).toBe(before + 4);
    const replayed = await activation(start(SOUTH, at), 'demo-marshal', headers);
    expect([replayed.statusCode, replayed.json()]).toEqual([started.statusCode, started.json()]);
    expect(await server.feedCount()).toBe(before + 4);
    // The same start again without the key: the evacuation it made, nothing written.
    expect((await activation(start(SOUTH, at), 'demo-marshal')).json().key).toBe(
      'EXISTING_ACTIVE_EVACUATION',
    );
    expect(await server.feedCount()).toBe(before + 4);

    const topics = new Set<string>();
    while ((await publishBatch(server.db, async (topic) => void topics.add(topic))) > 0);
    for (const site of [SOUTH, ...SOUTH_SITES]) {
      expect(topics).toContain(`evacuationEvents/${site.replaceAll('#', '/')}`);
    }

    const ended = await activation(end(SOUTH, at), 'demo-marshal', { 'idempotency-key': 'end-1' });
    expect(ended.json()).toMatchObject({
      key: 'EVAC_ACTIVATION_UPDATED',
      evacuationEvent: { EntityHierarchy: SOUTH, active: false },
    });
    expect((await evacuationRows(at)).map((row) => row.active)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const again = await activation(end(SOUTH, at), 'demo-marshal', { 'idempotency-key': 'end-1' });
    expect(again.json()).toEqual(ended.json());
    expect((await activation(end(GEORGE, at), 'demo-marshal')).json().key).toBe(
      'EXISTING_ARCHIVED_EVACUATION',
    );
  });
});

describe('signing visitors out during an evacuation', () => {
  test('only its initiator may; the refusal is 403 EVACUATION_SIGN_OUT_REFUSED for the whole call and writes nothing', async () => {
    const now = Date.now();
    const atGeorge = await signIn(GEORGE, 'Gina', now - HOUR);
    const atStellenbosch = await signIn(STELLENBOSCH, 'Stan', now - HOUR);
    const atJhb = await signIn(JHB, 'Jo', now - HOUR);
    const leftEarlier = await signIn(GEORGE, 'Lee', now - HOUR);
    const at = Date.now();
    expect((await activation(start(SOUTH, at), 'demo-marshal')).json().key).toBe(
      'EVAC_ACTIVATION_UPDATED',
    );
    const george = { EntityHierarchy: GEORGE, evtTimeStampProfileID: atGeorge };
    const jhb = { EntityHierarchy: JHB, evtTimeStampProfileID: atJhb };
    const signOutAs = (body: object, as: string, headers?: Record<string, string>) =>
      server.call('visitorLogOperations/signOutVisitors', body, as, headers);

    const before = await server.feedCount();
    const headers = { 'idempotency-key': 'refused-sign-out-1' };
    const refused = await signOutAs(signOut([george], at + 1000), 'demo-admin', headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      key: EVACUATION_SIGN_OUT_REFUSED,
      message: `An evacuation is active at ${GEORGE}: only marshal@example.com, who started it, may sign visitors out there until it ends`,
    });
    // The same request again is refused again (a refusal is not stored as an answer).
    const replayed = await signOutAs(signOut([george], at + 1000), 'demo-admin', headers);
    expect([replayed.statusCode, replayed.json()]).toEqual([403, refused.json()]);
    // One visitor under the evacuation refuses the whole call: Jo (no evacuation there) stays.
    const mixed = await signOutAs(signOut([jhb, george], at + 1000), 'demo-admin');
    expect([mixed.statusCode, mixed.json().key]).toEqual([403, EVACUATION_SIGN_OUT_REFUSED]);
    expect(await server.feedCount()).toBe(before);
    expect((await visitor(GEORGE, atGeorge)).evtTimeStampOut).toBeUndefined();
    expect((await visitor(JHB, atJhb)).evtTimeStampOut).toBeUndefined();

    // Outside the evacuation anyone may; a sign-out made before it started (offline) applies.
    expect((await signOutAs(signOut([jhb], at + 1000), 'demo-admin')).json().key).toBe(
      'SIGNOUT_SUCCESS',
    );
    const earlier = { EntityHierarchy: GEORGE, evtTimeStampProfileID: leftEarlier };
    expect((await signOutAs(signOut([earlier], at - 60_000), 'demo-admin')).json().key).toBe(
      'SIGNOUT_SUCCESS',
    );
    // The initiator may, during it.
    expect((await signOutAs(signOut([george], at + 2000), 'demo-marshal')).json().key).toBe(
      'SIGNOUT_SUCCESS',
    );
    expect((await visitor(GEORGE, atGeorge)).evtTimeStampOut).toBe(at + 2000);

    // Once it has ended, anyone may again.
    const stan = { EntityHierarchy: STELLENBOSCH, evtTimeStampProfileID: atStellenbosch };
    expect((await signOutAs(signOut([stan], at + 3000), 'demo-admin')).statusCode).toBe(403);
    expect((await activation(end(SOUTH, at), 'demo-marshal')).json().key).toBe(
      'EVAC_ACTIVATION_UPDATED',
    );
    expect((await signOutAs(signOut([stan], Date.now()), 'demo-admin')).json().key).toBe(
      'SIGNOUT_SUCCESS',
    );
  });
});
