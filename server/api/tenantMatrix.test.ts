import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_LOCATIONS, isInSubtree } from '../../contract/hierarchy.ts';
import { namedLocations } from '../../contract/namedLocations.ts';
import { OPERATIONS, type OperationName } from '../../contract/operations.ts';
import { DEMO_ORGANISATIONS, demoSites } from '../demo/organisations.ts';
import { DEMO_USERS, type DemoUser } from '../demo/users.ts';
import { sampleBody, setSampleWindow } from '../testing/operationSamples.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * The tenant access matrix (docs/security-tenancy.md), generated from the contract: every
 * operation, as every demo user of both organisations, at a site of their own, a site of their
 * organisation outside their access, a site of the other organisation, and 'ALL'. Nothing
 * crosses: a foreign location is 403 'Not Authorized', 'ALL' in a change is 400, and no answer
 * (a read of 'ALL' included) carries a location or topic of another organisation. A refused call
 * writes nothing. A new operation is covered once it has its sample request
 * (server/testing/operationSamples.ts, required by the type check).
 */

const DAY = 86_400_000;
const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];
const PROBE_SITE = demoSites('acme')[0]!;

type Place = 'own' | 'own organisation, outside access' | 'other organisation' | 'ALL';

interface MatrixCase {
  user: string;
  place: Place;
  at: string;
}

const grants = (user: DemoUser, key: string) =>
  user.locations.some((access) => isInSubtree(key, access.EntityHierarchy));

/** Where each demo user is asked at (an organisation-wide user has no outside in their own). */
function placesOf(user: DemoUser): MatrixCase[] {
  const mine = demoSites(user.organisationId);
  const other = DEMO_ORGANISATIONS.find((o) => o.id !== user.organisationId)!;
  const places: [Place, string | undefined][] = [
    ['own', mine.find((site) => grants(user, site))],
    ['own organisation, outside access', mine.find((site) => !grants(user, site))],
    ['other organisation', demoSites(other.id)[0]],
    ['ALL', ALL_LOCATIONS],
  ];
  return places.flatMap(([place, at]) => (at ? [{ user: user.sub, place, at }] : []));
}

const USERS = new Map(DEMO_USERS.map((user) => [user.sub, user]));

/** A location key or MQTT topic of another organisation than `user`'s, quoted or as a level. */
function foreignPattern(user: DemoUser): RegExp {
  const others = DEMO_ORGANISATIONS.map((o) => o.id).filter((id) => id !== user.organisationId);
  return new RegExp(`["/](${others.join('|')})["#/]`);
}

const names = (name: OperationName) =>
  namedLocations(sampleBody(name, PROBE_SITE, { sub: 'probe', organisationId: 'acme' }));

/** The operation's cases: per place for one naming locations, else once per user. */
function casesOf(name: OperationName): MatrixCase[] {
  if (names(name).length === 0) {
    return DEMO_USERS.map((user) => ({ user: user.sub, place: 'own', at: PROBE_SITE }));
  }
  return DEMO_USERS.flatMap(placesOf);
}

/** The answer's text, a large read's stored payload (ASYNC_RESPONSE_PAYLOAD) followed. */
async function answerText(response: { statusCode: number; body: string }): Promise<string> {
  if (response.statusCode !== 200) return response.body;
  const answer = JSON.parse(response.body) as { key?: string; s3PresignedURL?: string };
  if (answer.key !== 'ASYNC_RESPONSE_PAYLOAD' || !answer.s3PresignedURL) return response.body;
  const payload = await server.app.inject({ method: 'GET', url: answer.s3PresignedURL });
  expect(payload.statusCode).toBe(200);
  return payload.body;
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const now = Date.now();
  setSampleWindow(now - 30 * DAY, now + DAY);
});
afterAll(async () => {
  await server.app.close();
});

describe.each(OPERATION_NAMES)('tenant matrix: %s', (name) => {
  const mutates = OPERATIONS[name].mutates;
  test.each(casesOf(name))('$user at $place ($at)', async ({ user, place, at }) => {
    const caller = USERS.get(user)!;
    const before = await server.feedCount();
    const response = await server.call(
      name,
      sampleBody(name, at, { sub: user, organisationId: caller.organisationId }),
      user,
    );
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(await answerText(response)).not.toMatch(foreignPattern(caller));
    const refusal = (): [number, string] => [response.statusCode, response.json().key];
    if (place === 'own organisation, outside access' || place === 'other organisation') {
      expect(refusal()).toEqual([403, 'NOT_AUTHORIZED']);
    } else if (place === 'ALL' && mutates) {
      expect(refusal()).toEqual([400, 'VALIDATION_FAILED']);
    }
    if (response.statusCode !== 200 || !mutates) {
      expect(await server.feedCount()).toBe(before);
    }
  });
});

describe('the tenant matrix', () => {
  test('reads of ALL answer the caller its own organisation, not nothing', async () => {
    for (const user of DEMO_USERS.filter((u) => u.locations.some((l) => l.role === 'ADMIN'))) {
      const response = await server.call(
        'visitorLogOperations/retrieveVisitorLog',
        sampleBody('visitorLogOperations/retrieveVisitorLog', ALL_LOCATIONS, user.sub),
        user.sub,
      );
      expect(response.statusCode, response.body).toBe(200);
      const items = JSON.parse(await answerText(response)).Items as { EntityHierarchy: string }[];
      expect(items.length, user.sub).toBeGreaterThan(0);
      for (const item of items) expect(grants(user, item.EntityHierarchy)).toBe(true);
    }
  });

  test('every operation names a place or is asked once per user', () => {
    for (const name of OPERATION_NAMES) {
      const cases = casesOf(name);
      const places = new Set(cases.map((c) => c.place));
      if (names(name).length > 0) expect([...places].sort(), name).toContain('ALL');
      expect(cases.length, name).toBeGreaterThanOrEqual(DEMO_USERS.length);
    }
  });

  test("afterwards no table holds a row at 'ALL'", async () => {
    const tables = await server.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'hierarchy'`,
    );
    expect(tables.rows.length).toBeGreaterThan(5);
    for (const { table_name } of tables.rows) {
      const rows = await server.db.query(`SELECT 1 FROM "${table_name}" WHERE hierarchy = $1`, [
        ALL_LOCATIONS,
      ]);
      expect(rows.rows, table_name).toHaveLength(0);
    }
  });
});
