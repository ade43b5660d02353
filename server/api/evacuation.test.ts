import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVAC_MARK_CLOCK_TOLERANCE_MS } from '../../contract/evacuation.ts';
import type { FamilyName } from '../../contract/families.ts';
import { evacLogRetrieved, evacResponsesRetrieved } from '../../contract/familyOperations.ts';
import { publishBatch } from '../broker/publisher.ts';
import { setLocationFeatures } from '../testing/locationFeatures.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import {
  vehicleOnSite,
  visitorOnSite,
  workerOnSite,
} from './evacuation/onSitePeople.testHelper.ts';
import { familyTable } from './records/familyTables.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const GEORGE = 'acme#south#george';
const STELLENBOSCH = 'acme#south#stellenbosch';
const POLOKWANE = 'acme#north#polokwane';
const MINUTE = 60_000;
/** Starts must carry the current time; each test moves on from here so keys never repeat. */
const T = Date.now();

/** The key of one demo record of `family` at `hierarchy`. */
async function someRecordKey(family: FamilyName, hierarchy: string): Promise<string> {
  const result = await server.db.query<{ sort_key: string }>(
    `SELECT sort_key FROM ${familyTable(family)} WHERE hierarchy = $1 AND NOT deleted ORDER BY sort_key LIMIT 1`,
    [hierarchy],
  );
  const key = result.rows[0]?.sort_key;
  if (key === undefined) throw new Error(`the demo has no ${family} record at ${hierarchy}`);
  return key;
}

async function setTenantFlag(hierarchy: string, flag: string, value: boolean) {
  await setLocationFeatures(server.db, hierarchy, { [flag]: value });
}

const start = (
  EntityHierarchy: string,
  activatedTimestamp: number,
  audience: string[] = ['onsiteVisitors'],
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

const NOT_FOUND = { key: 'HIERARCHY_NOT_FOUND', message: 'Hierarchy not found' };
const NOT_AUTHORIZED = { key: 'NOT_AUTHORIZED', message: 'Not Authorized' };

describe('updateEvacActivation', () => {
  test('start, overlap, only the initiator ends it, then it is archived', async () => {
    const at = T + 1000;
    const started = await activation(start(GEORGE, at), 'demo-marshal');
    expect(started.json()).toMatchObject({
      key: 'EVAC_ACTIVATION_UPDATED',
      evacuationEvent: {
        EntityHierarchy: GEORGE,
        active: true,
        initiator: 'marshal@example.com',
        activatedTimestamp: at,
        audience: ['onsiteVisitors'],
      },
    });
    const above = await activation(start('acme#south', T + 2000), 'demo-admin');
    expect(above.json()).toMatchObject({
      key: 'EXISTING_ACTIVE_EVACUATION',
      evacuationEvent: { EntityHierarchy: GEORGE, activatedTimestamp: at },
    });
    const sameKey = await activation(start(GEORGE, at), 'demo-marshal');
    expect(sameKey.json().key).toBe('EXISTING_ACTIVE_EVACUATION');
    const elsewhere = await activation(start('acme#south#cape-town', T + 3000), 'demo-admin');
    expect(elsewhere.json().key).toBe('EVAC_ACTIVATION_UPDATED');

    const notInitiator = await activation(end(GEORGE, at), 'demo-admin');
    expect(notInitiator.statusCode).toBe(403);
    expect(notInitiator.json().message).toContain('marshal@example.com');
    const ended = await activation(end(GEORGE, at), 'demo-marshal');
    expect(ended.json()).toMatchObject({
      key: 'EVAC_ACTIVATION_UPDATED',
      evacuationEvent: { active: false, deactivatedBy: 'marshal@example.com' },
    });
    expect((await activation(end(GEORGE, at), 'demo-marshal')).json().key).toBe(
      'EXISTING_ARCHIVED_EVACUATION',
    );
    expect((await activation(start(GEORGE, at), 'demo-marshal')).json().key).toBe(
      'EXISTING_ARCHIVED_EVACUATION',
    );
    expect((await activation(end('acme#south#cape-town', T + 3000), 'demo-admin')).json().key).toBe(
      'EVAC_ACTIVATION_UPDATED',
    );

    const log = await server.call(
      'evacuationOperations/retrieveEvacLog',
      { query: { hierarchies: ['acme#south'], beginTime: T, endTime: T + 10_000 } },
      'demo-marshal',
    );
    const answer = evacLogRetrieved.parse(log.json());
    expect(answer.activeEvacuations).toEqual([]);
    expect(answer.archivedEvacuations.map((e) => e.activatedTimestamp)).toEqual([
      T + 3000,
      T + 1000,
    ]);
    const feed = await server.db.query<{ op: string }>(
      "SELECT op FROM change_feed WHERE family = 'evacuations' AND event_time BETWEEN $1 AND $2 ORDER BY seq",
      [T, T + 10_000],
    );
    expect(feed.rows.map((r) => r.op)).toEqual(['INSERT', 'INSERT', 'MODIFY', 'MODIFY']);
  });

  test('refusals: no evac admin 403, outside access 403, unknown evacuation 404, no audience 400', async () => {
    const at = T + 5000;
    expect((await activation(start('acme#north#jhb-hq', at), 'demo-host')).statusCode).toBe(403);
    expect((await activation(start('acme#north#jhb-hq', at), 'demo-marshal')).statusCode).toBe(403);
    const unknown = await activation(end(GEORGE, T + 4999), 'demo-marshal');
    expect([unknown.statusCode, unknown.json().key]).toEqual([404, 'RECORD_NOT_FOUND']);
    const noAudience = await activation(start(GEORGE, at, []), 'demo-marshal');
    expect(noAudience.statusCode).toBe(400);
    expect(noAudience.json().message).toContain('choose at least one audience');
    const both = await activation({ ...start(GEORGE, at), ...end(GEORGE, at) }, 'demo-marshal');
    expect(both.statusCode).toBe(400);
  });

  test("a location that does not exist is 'Hierarchy not found' inside the caller's access, 'Not Authorized' outside it", async () => {
    const before = await server.feedCount();
    const missing = await activation(start('acme#south#atlantis', T + 6000), 'demo-marshal');
    expect([missing.statusCode, missing.json()]).toEqual([404, NOT_FOUND]);
    const missingEnd = await activation(end('acme#south#atlantis', T + 6000), 'demo-marshal');
    expect([missingEnd.statusCode, missingEnd.json()]).toEqual([404, NOT_FOUND]);
    const outside = await activation(start('acme#north#atlantis', T + 6000), 'demo-marshal');
    expect([outside.statusCode, outside.json()]).toEqual([403, NOT_AUTHORIZED]);
    const otherOrganisation = await activation(start('globex#east#boston', T + 6000), 'demo-admin');
    expect(otherOrganisation.statusCode).toBe(403);
    expect(await server.feedCount()).toBe(before);
  });

  test('the start time must be now: 0 and an hour ago are refused, and both employee audiences at once', async () => {
    const before = await server.feedCount();
    const zero = await activation(start(GEORGE, 0), 'demo-marshal');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('activatedTimestamp');
    const anHourAgo = await activation(start(GEORGE, Date.now() - 60 * MINUTE), 'demo-marshal');
    expect(anHourAgo.statusCode).toBe(400);
    expect(anHourAgo.json().message).toContain('is not the current time');
    const exclusive = await activation(
      start(GEORGE, T + 7000, ['onsiteEmployees', 'employeeDirectory']),
      'demo-marshal',
    );
    expect(exclusive.statusCode).toBe(400);
    expect(exclusive.json().message).toContain('employeeDirectory or onsiteEmployees');
    expect(await server.feedCount()).toBe(before);
  });

  test('each chosen audience needs its tenant flag at the location (parking and the directory are off by default)', async () => {
    const at = T + 8000;
    const parking = await activation(start(POLOKWANE, at, ['onsiteParking']), 'demo-admin');
    expect([parking.statusCode, parking.json()]).toEqual([403, NOT_AUTHORIZED]);
    const directory = await activation(start(POLOKWANE, at, ['employeeDirectory']), 'demo-admin');
    expect(directory.statusCode).toBe(403);
    await setTenantFlag(
      POLOKWANE,
      'evacuation.audienceEnablement.onSiteVisitorsEvacEnabled',
      false,
    );
    const visitors = await activation(start(POLOKWANE, at, ['onsiteVisitors']), 'demo-admin');
    expect(visitors.statusCode).toBe(403);
    await setTenantFlag(POLOKWANE, 'evacuation.audienceEnablement.onSiteParkingEvacEnabled', true);
    const allowed = await activation(
      start(POLOKWANE, at, ['onsiteParking', 'onsiteEmployees']),
      'demo-admin',
    );
    expect(allowed.json()).toMatchObject({
      key: 'EVAC_ACTIVATION_UPDATED',
      evacuationEvent: { audience: ['onsiteParking', 'onsiteEmployees'] },
    });
    // Ending names no audience: the flags do not matter.
    expect((await activation(end(POLOKWANE, at), 'demo-admin')).json().key).toBe(
      'EVAC_ACTIVATION_UPDATED',
    );
  });

  test('in multi-tenant mode (several top-level locations) the multi-tenant trigger flag is needed', async () => {
    await server.db.query(
      `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
       VALUES ('multi-tenant', 'multi@example.com', 'Multi', 'acme', 'none', $1)`,
      [JSON.stringify({ amEvacAdmin: true })],
    );
    await server.db.query(
      `INSERT INTO user_locations (sub, hierarchy, role)
       VALUES ('multi-tenant', 'acme#north', 'ADMIN'), ('multi-tenant', 'acme#south', 'ADMIN')`,
    );
    await setTenantFlag(STELLENBOSCH, 'multiTenantEvacTriggerEnabled', false);
    const at = T + 9000;
    const refused = await activation(start(STELLENBOSCH, at), 'multi-tenant');
    expect([refused.statusCode, refused.json()]).toEqual([403, NOT_AUTHORIZED]);
    // One top-level location: not multi-tenant, the trigger flag does not apply.
    const single = await activation(start(STELLENBOSCH, at), 'demo-marshal');
    expect(single.json().key).toBe('EVAC_ACTIVATION_UPDATED');
    expect((await activation(end(STELLENBOSCH, at), 'demo-marshal')).json().key).toBe(
      'EVAC_ACTIVATION_UPDATED',
    );
    await setTenantFlag(STELLENBOSCH, 'multiTenantEvacTriggerEnabled', true);
    const allowed = await activation(start(STELLENBOSCH, at + 1), 'multi-tenant');
    expect(allowed.json().key).toBe('EVAC_ACTIVATION_UPDATED');
    expect((await activation(end(STELLENBOSCH, at + 1), 'multi-tenant')).json().key).toBe(
      'EVAC_ACTIVATION_UPDATED',
    );
  });
});

describe('updateEvacStatus', () => {
  let visitor: string;
  let worker: string;
  let vehicle: string;
  let evacuationStart: number;

  beforeAll(async () => {
    // Started five minutes ago (a start may be that far from the server's clock), so that marks
    // after its end can be sent without lying in the future.
    evacuationStart = Date.now() - 5 * MINUTE;
    // On site when it started (evacuationAudience.test.ts: who is in the audience).
    const arrived = evacuationStart - 60 * MINUTE;
    visitor = await visitorOnSite(server, GEORGE, arrived);
    worker = await workerOnSite(server, GEORGE, arrived);
    vehicle = await vehicleOnSite(server, GEORGE, arrived);
    await setTenantFlag(GEORGE, 'evacuation.audienceEnablement.onSiteParkingEvacEnabled', true);
    const started = await activation(
      start(GEORGE, evacuationStart, ['onsiteVisitors', 'onsiteEmployees', 'onsiteParking']),
      'demo-marshal',
    );
    expect(started.json().key).toBe('EVAC_ACTIVATION_UPDATED');
  });

  const visitorAt = (key: string, EntityHierarchy = GEORGE) => ({
    EntityHierarchy,
    type: 'VISITOR',
    evtTimeStampProfileID: key,
  });

  function mark(
    mutationId: string,
    status: string,
    responseTimestamp: number,
    userData: object[] = [visitorAt(visitor)],
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
  const markAs = (body: object, as = 'demo-marshal', headers?: Record<string, string>) =>
    server.call('evacuationOperations/updateEvacStatus', body, as, headers);

  const responses = async (begin: number, end: number) => {
    const response = await server.call(
      'evacuationOperations/retrieveEvacResponses',
      { query: { hierarchies: [GEORGE], beginTime: begin, endTime: end } },
      'demo-marshal',
    );
    const answer = evacResponsesRetrieved.parse(response.json());
    // The spec's logItems (visitors.md §7) and the sync engine's Items: the same, in order.
    expect(answer.logItems).toEqual(answer.Items);
    const times = answer.logItems.map((item) => item.responseTimestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    return answer.Items;
  };

  test('appends: two marshals marking the same person are both kept, in responseTimestamp order', async () => {
    const at = evacuationStart + 10;
    expect((await markAs(mark('m-2', 'NOT_SAFE', at))).json()).toEqual({
      key: 'EVAC_UPDATED',
      written: 1,
    });
    expect((await markAs(mark('m-1', 'SAFE', at), 'demo-admin')).json()).toEqual({
      key: 'EVAC_UPDATED',
      written: 1,
    });
    const items = await responses(at, at);
    // Same responseTimestamp: the tie is broken by mutation id (in the response key).
    expect(items.map((r) => [r.status, r.mutationId, r.respondedBy?.email])).toEqual([
      ['SAFE', 'm-1', 'admin@example.com'],
      ['NOT_SAFE', 'm-2', 'marshal@example.com'],
    ]);
    expect(items[0]).toMatchObject({
      responseKey: `VISITOR#${visitor}#${at}#m-1`,
      personKey: `VISITOR#${visitor}`,
      responseTimestamp: at,
      EntityHierarchy: GEORGE,
    });
    const feed = await server.db.query<{ op: string }>(
      "SELECT op FROM change_feed WHERE family = 'evacResponses' AND hierarchy = $1 AND event_time = $2",
      [GEORGE, at],
    );
    expect(feed.rows.map((r) => r.op)).toEqual(['INSERT', 'INSERT']);
  });

  test('a replayed Idempotency-Key is applied once; the same mutation resent is not written twice', async () => {
    const at = evacuationStart + 200;
    const body = mark('m-replay', 'SAFE', at, [
      { EntityHierarchy: GEORGE, type: 'EMPLOYEE', evtTimeStampProfileID: worker },
      { EntityHierarchy: GEORGE, type: 'PARKING', evtTimeStampUniqueAttributeValue: vehicle },
    ]);
    const before = await server.feedCount();
    const headers = { 'idempotency-key': 'evac-replay-1' };
    const once = await markAs(body, 'demo-marshal', headers);
    const again = await markAs(body, 'demo-marshal', headers);
    expect(once.json()).toEqual({ key: 'EVAC_UPDATED', written: 2 });
    expect(again.json()).toEqual(once.json());
    expect(await server.feedCount()).toBe(before + 2);
    expect((await markAs(body)).json()).toEqual({ key: 'EVAC_UPDATED', written: 0 });
    expect((await responses(at, at)).map((r) => r.personKey).sort()).toEqual(
      [`EMPLOYEE#${worker}`, `PARKING#${vehicle}`].sort(),
    );
  });

  test('refused without amEvacAdmin, outside access, and for bad bodies; nothing written', async () => {
    const before = await server.feedCount();
    const at = evacuationStart + 300;
    const elsewhere = [visitorAt('1#x', 'acme#north#jhb-hq')];
    expect((await markAs(mark('m-host', 'SAFE', at, elsewhere), 'demo-host')).statusCode).toBe(403);
    expect((await markAs(mark('m-out', 'SAFE', at, elsewhere))).statusCode).toBe(403);
    const parkingWithoutKey = await markAs(
      mark('m-bad', 'SAFE', at, [
        { EntityHierarchy: GEORGE, type: 'PARKING', evtTimeStampProfileID: '1#x' },
      ]),
    );
    expect(parkingWithoutKey.statusCode).toBe(400);
    expect(parkingWithoutKey.json().message).toContain(
      'PARKING needs evtTimeStampUniqueAttributeValue',
    );
    expect((await markAs(mark('m-bad', 'UNKNOWN', at))).statusCode).toBe(400);
    expect((await markAs(mark('bad id!', 'SAFE', at))).statusCode).toBe(400);
    expect(await server.feedCount()).toBe(before);
  });

  test('refused for people and locations that do not exist, and outside any evacuation; nothing written', async () => {
    const before = await server.feedCount();
    const at = evacuationStart + 400;
    const nobody = await markAs(mark('m-nobody', 'SAFE', at, [visitorAt('1#nobody')]));
    expect([nobody.statusCode, nobody.json().key]).toEqual([404, 'RECORD_NOT_FOUND']);
    expect(nobody.json().message).toContain('No VISITOR 1#nobody');
    // One unknown person refuses the whole mark: the known one is not written either.
    const mixed = await markAs(
      mark('m-mixed', 'SAFE', at, [visitorAt(visitor), visitorAt('1#nobody')]),
    );
    expect(mixed.statusCode).toBe(404);
    const nowhere = await markAs(
      mark('m-nowhere', 'SAFE', at, [visitorAt(visitor, 'acme#south#atlantis')]),
    );
    expect([nowhere.statusCode, nowhere.json()]).toEqual([404, NOT_FOUND]);
    const beforeStart = await markAs(
      mark('m-early', 'SAFE', evacuationStart - EVAC_MARK_CLOCK_TOLERANCE_MS - 1),
    );
    expect([beforeStart.statusCode, beforeStart.json().key]).toEqual([409, 'NO_ACTIVE_EVACUATION']);
    const noEvacuationThere = await markAs(
      mark('m-jhb', 'SAFE', at, [
        visitorAt(await someRecordKey('visitorLog', 'acme#north#jhb-hq'), 'acme#north#jhb-hq'),
      ]),
      'demo-admin',
    );
    expect(noEvacuationThere.statusCode).toBe(409);
    const future = await markAs(mark('m-future', 'SAFE', Date.now() + 10 * MINUTE));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toContain("later than the server's clock");
    expect(await server.feedCount()).toBe(before);
  });

  test('a mark made offline during an evacuation that has ended since is stored; one made after its end is not', async () => {
    const ended = await activation(end(GEORGE, evacuationStart), 'demo-marshal');
    expect(ended.json().key).toBe('EVAC_ACTIVATION_UPDATED');
    // As if it had ended one minute after its start (four minutes ago).
    const endedAt = evacuationStart + MINUTE;
    await server.db.query(
      `UPDATE evacuations SET record = record || jsonb_build_object('deactivatedTimestamp', $3::bigint)
        WHERE hierarchy = $1 AND sort_key = $2`,
      [GEORGE, String(evacuationStart), endedAt],
    );
    const during = await markAs(mark('m-offline', 'SAFE', evacuationStart + 500));
    expect(during.json()).toEqual({ key: 'EVAC_UPDATED', written: 1 });
    const after = await markAs(
      mark('m-late', 'SAFE', endedAt + EVAC_MARK_CLOCK_TOLERANCE_MS + 1_000),
    );
    expect([after.statusCode, after.json().key]).toEqual([409, 'NO_ACTIVE_EVACUATION']);
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

describe('demo data', () => {
  test('the demo organisation has an archived drill with responses, so the log is not empty', async () => {
    const log = await server.call(
      'evacuationOperations/retrieveEvacLog',
      { query: { hierarchies: ['acme#south#cape-town'], beginTime: 0, endTime: T - 1 } },
      'demo-marshal',
    );
    const answer = evacLogRetrieved.parse(log.json());
    expect(answer.archivedEvacuations).toHaveLength(1);
    expect(answer.archivedEvacuations[0]).toMatchObject({
      active: false,
      initiator: 'marshal@example.com',
    });
  });
});
