import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_LOCATIONS } from '../../contract/hierarchy.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Issue 30: 'ALL' is a selection, never a record's location. Each test is one reproduction of the
 * issue; records at 'ALL' that a server before the fix could store are seeded directly (legacy
 * rows), and nothing may reach them.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const ACME_ADMIN = 'demo-admin';
const ACME_HOST = 'demo-host';
const ACME_MARSHAL = 'demo-marshal';
const GLOBEX_ADMIN = 'demo-other';
const NOW = () => Date.now();

function expectSelectionRefused(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body)).toMatchObject({
    key: 'VALIDATION_FAILED',
    message: expect.stringContaining("'ALL' is a selection, not a location"),
  });
}

/** A legacy row at 'ALL' in a record table (what an unfixed server stored). */
async function seedAtAll(table: 'visitor_log' | 'hosts', key: string, record: object) {
  await server.db.query(
    `INSERT INTO ${table} (hierarchy, sort_key, evt_time, record, lmt, change_seq)
     VALUES ($1, $2, $3, $4::jsonb, 1, 0)`,
    [ALL_LOCATIONS, key, NOW(), JSON.stringify({ ...record, EntityHierarchy: ALL_LOCATIONS })],
  );
}

async function storedAtAll(table: 'visitor_log' | 'hosts', key: string) {
  const result = await server.db.query<{ record: Record<string, unknown>; deleted: boolean }>(
    `SELECT record, deleted FROM ${table} WHERE hierarchy = $1 AND sort_key = $2`,
    [ALL_LOCATIONS, key],
  );
  return result.rows[0];
}

describe("'ALL' is never a record's location", () => {
  test('a sign-in at ALL is refused and stores nothing', async () => {
    const feed = await server.feedCount();
    const response = await server.call(
      'visitorLogOperations/signInVisitor',
      { EntityHierarchy: ALL_LOCATIONS, firstName: 'GlobexSecret', lastName: 'Visitor' },
      GLOBEX_ADMIN,
    );
    expectSelectionRefused(response);
    expect(await server.feedCount()).toBe(feed);
    const rows = await server.db.query('SELECT 1 FROM visitor_log WHERE hierarchy = $1', [
      ALL_LOCATIONS,
    ]);
    expect(rows.rows).toHaveLength(0);
  });

  test('badge capture, revert and delete of an entry at ALL are refused and change nothing', async () => {
    const key = `${NOW() - 60_000}#globex-profile-1`;
    const visitor = {
      evtTimeStampProfileID: key,
      ProfileId: 'globex-profile-1',
      firstName: 'GlobexSecret',
      lastName: 'Visitor',
      evtTimeStamp: NOW() - 60_000,
      evtTimeStampOut: NOW() - 30_000,
    };
    await seedAtAll('visitor_log', key, visitor);
    const ref = { EntityHierarchy: ALL_LOCATIONS, evtTimeStampProfileID: key };
    expectSelectionRefused(
      await server.call(
        'visitorLogOperations/captureVisitorBadgeNumber',
        { eventTiming: ref, badgeNumber: 'B-1' },
        ACME_HOST,
      ),
    );
    expectSelectionRefused(await server.call('visitorLogOperations/revertSignOut', ref, ACME_HOST));
    expectSelectionRefused(
      await server.call(
        'visitorLogOperations/deleteLogEntries',
        { logEntries: [ref] },
        ACME_MARSHAL,
      ),
    );
    const stored = await storedAtAll('visitor_log', key);
    expect(stored?.deleted).toBe(false);
    expect(stored?.record).not.toHaveProperty('badgeNumber');
    expect(stored?.record).toHaveProperty('evtTimeStampOut', visitor.evtTimeStampOut);
  });

  test("deleting the host list at ALL is refused and leaves another organisation's host", async () => {
    const host = { name: 'Globex Host', uniqueAttributeValue: 'host@globex.example' };
    await seedAtAll('hosts', host.uniqueAttributeValue, host);
    expectSelectionRefused(
      await server.call(
        'directoryOperations/updateHostDirectory',
        {
          operations: [
            {
              EntityHierarchy: ALL_LOCATIONS,
              upserts: [{ name: 'Another', email: 'another@globex.example' }],
            },
          ],
        },
        GLOBEX_ADMIN,
      ),
    );
    expectSelectionRefused(
      await server.call(
        'directoryOperations/updateHostDirectory',
        { operations: [{ EntityHierarchy: ALL_LOCATIONS, deleteEntityHostList: true }] },
        ACME_ADMIN,
      ),
    );
    expect((await storedAtAll('hosts', host.uniqueAttributeValue))?.deleted).toBe(false);
  });

  test('an API key cannot be generated at ALL', async () => {
    const response = await server.call(
      'userOperations/manageAPIKeys',
      {
        operation: 'GENERATE_NEW',
        EntityHierarchy: ALL_LOCATIONS,
        keyType: 'visitor',
        description: 'everything',
      },
      GLOBEX_ADMIN,
    );
    expectSelectionRefused(response);
    const keys = await server.db.query('SELECT 1 FROM api_keys WHERE hierarchy = $1', [
      ALL_LOCATIONS,
    ]);
    expect(keys.rows).toHaveLength(0);
  });

  test("an evacuation cannot start at ALL, and a sign-out at ALL never names another organisation's user", async () => {
    const start = await server.call(
      'evacuationOperations/updateEvacActivation',
      {
        evacActivationOperation: {
          audience: ['onsiteVisitors'],
          EntityHierarchy: ALL_LOCATIONS,
          active: true,
          activatedTimestamp: NOW(),
          lmt: NOW(),
        },
      },
      GLOBEX_ADMIN,
    );
    expectSelectionRefused(start);
    const evacuations = await server.db.query('SELECT 1 FROM evacuations WHERE hierarchy = $1', [
      ALL_LOCATIONS,
    ]);
    expect(evacuations.rows).toHaveLength(0);
    const signOut = await server.call(
      'visitorLogOperations/signOutVisitors',
      {
        userData: [{ EntityHierarchy: ALL_LOCATIONS, evtTimeStampProfileID: `${NOW()}#x` }],
        signOutSource: 'DB',
        evtTimeStampOut: NOW(),
        evtTZOffsetOut: 0,
        evtTimeZoneOut: 'Africa/Johannesburg',
      },
      ACME_HOST,
    );
    expectSelectionRefused(signOut);
    expect(signOut.body).not.toContain('other@example.com');
  });
});
