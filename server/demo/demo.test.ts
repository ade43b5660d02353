import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { seedDemoIfEmpty } from './seed.ts';
import { SIMULATOR_KEY_DESCRIPTION } from './deviceDoor.ts';
import { createSimulator } from './simulator.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './users.ts';
import { seededRandom } from './people.ts';

/**
 * The seed places today's shifts and parked vehicles around the time it runs, and the simulator
 * moves what is on site: at 01:30 nobody is clocked in and no vehicle is parked, so the steps'
 * mix depended on when the suite ran. The clock (Date only) is fixed at 10:00 today.
 */
const TEN_TODAY = new Date().setHours(10, 0, 0, 0);

let server: TestServer;
/** Commits the server itself announced: every write through its API (the simulator's door). */
let apiCommits = 0;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEN_TODAY, shouldAdvanceTime: true });
  server = await createTestServer({}, { onCommitted: () => apiCommits++ });
});
afterAll(async () => {
  await server.app.close();
  vi.useRealTimers();
});

describe('demo seed', () => {
  test('creates the organisations, locations and users with the demo password', async () => {
    expect(server.seed?.seeded).toBe(true);
    const locations = await server.db.query<{ hierarchy: string }>(
      "SELECT hierarchy FROM locations WHERE organisation_id = 'acme' ORDER BY hierarchy",
    );
    const keys = locations.rows.map((r) => r.hierarchy);
    expect(keys.filter((k) => k.split('#').length === 2)).toHaveLength(2);
    expect(keys.filter((k) => k.split('#').length === 3).length).toBeGreaterThanOrEqual(6);
    const users = await server.db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM users ORDER BY email',
    );
    expect(users.rows.map((u) => u.email)).toEqual([
      'admin@example.com',
      'host@example.com',
      'marshal@example.com',
      'other@example.com',
    ]);
    for (const user of users.rows)
      expect(verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
    const admin = DEMO_USERS.find((u) => u.email === 'admin@example.com');
    expect(admin?.flags.amEvacAdmin && admin.flags.amAnalyticsEnabled).toBe(true);
  });

  test('a month of signed-out history and today some visitors still on site', async () => {
    const startOfToday = new Date().setHours(0, 0, 0, 0);
    const history = await server.db.query<{ days: number; still_in: number }>(
      `SELECT count(DISTINCT evt_time / 86400000) AS days,
              count(*) FILTER (WHERE NOT (record ? 'evtTimeStampOut')) AS still_in
         FROM visitor_log WHERE evt_time < $1`,
      [startOfToday],
    );
    expect(Number(history.rows[0]?.days)).toBeGreaterThanOrEqual(15);
    expect(Number(history.rows[0]?.still_in)).toBe(0);
    const today = await server.db.query<{ on_site: number }>(
      `SELECT count(*) FILTER (WHERE NOT (record ? 'evtTimeStampOut')) AS on_site
         FROM visitor_log WHERE evt_time >= $1 AND hierarchy LIKE 'acme#%'`,
      [startOfToday],
    );
    expect(Number(today.rows[0]?.on_site)).toBeGreaterThan(0);
  });

  test('acme has records of every family, including an archived drill with responses', async () => {
    const tables = [
      'invites',
      'hosts',
      'induction_completions',
      'worker_log',
      'pre_screening',
      'directory_people',
      'parking_log',
      'parking_bookings',
      'evacuations',
      'evac_responses',
    ];
    for (const table of tables) {
      const result = await server.db.query<{ count: number | string }>(
        `SELECT count(*) AS count FROM ${table} WHERE starts_with(hierarchy, 'acme#')`,
      );
      expect(Number(result.rows[0]?.count), table).toBeGreaterThan(0);
    }
    const drill = await server.db.query<{ record: { active: boolean } }>(
      'SELECT record FROM evacuations',
    );
    expect(drill.rows.map((r) => r.record.active)).toEqual([false]);
    const statuses = await server.db.query<{ status: string }>(
      "SELECT record->>'status' AS status FROM evac_responses ORDER BY evt_time",
    );
    expect(statuses.rows.map((r) => r.status)).toContain('NOT_SAFE');
  });

  test('is not published live and runs only on an empty database', async () => {
    const state = await server.db.query<{ last_seq: number; max: number }>(
      'SELECT last_seq, (SELECT max(seq) FROM change_feed) AS max FROM publisher_state',
    );
    expect(Number(state.rows[0]?.last_seq)).toBe(Number(state.rows[0]?.max));
    expect((await seedDemoIfEmpty(server.db)).seeded).toBe(false);
  });
});

describe('simulator', () => {
  /**
   * Steps until every kind of action was seen, at most MAX_STEPS. Invites and inductions are one
   * step in twenty each; how many random numbers a step draws depends on the hour at the site
   * (who is clocked in, which vehicles are parked), so a fixed count of 60 steps saw no invite
   * in one of test:clock's zones (0.95^60 = 5 %). 400 steps miss one with odds of 1 in 10^9.
   */
  const MAX_STEPS = 400;
  const seenAll = (actions: Set<string>) =>
    ['induction', 'invite', 'signIn', 'signOut'].every((action) => actions.has(action)) &&
    (actions.has('clockIn') || actions.has('clockOut')) &&
    (actions.has('parkingIn') || actions.has('parkingOut'));

  test('signs visitors in and out, clocks workers, moves vehicles, records inductions and invites visitors through the write path', async () => {
    let commits = 0;
    const simulator = createSimulator({
      db: server.db,
      app: server.app,
      intervalMs: 60_000,
      onCommitted: () => commits++,
      random: seededRandom(7),
    });
    const before = await server.feedCount();
    const apiCommitsBefore = apiCommits;
    const lastSeq = await server.db.query<{ seq: number | string }>(
      'SELECT max(seq) AS seq FROM change_feed',
    );
    const actions = new Set<string>();
    let steps = 0;
    while (steps < MAX_STEPS && !seenAll(actions)) {
      const step = await simulator.step();
      steps++;
      actions.add(step.action);
      if (step.action !== 'idle') expect(step.hierarchy.startsWith('acme#')).toBe(true);
    }
    expect(actions.has('idle')).toBe(false);
    expect([...actions].sort()).toEqual(
      expect.arrayContaining(['induction', 'invite', 'signIn', 'signOut']),
    );
    // Whether a worker clocks in or out, a vehicle arrives or leaves, depends on the hour.
    expect(actions.has('clockIn') || actions.has('clockOut')).toBe(true);
    expect(actions.has('parkingIn') || actions.has('parkingOut')).toBe(true);
    // Each step commits once: through the public API (announced by the server) or directly.
    const throughApi = apiCommits - apiCommitsBefore;
    expect(throughApi).toBeGreaterThan(0);
    expect(commits + throughApi).toBe(steps);
    const keys = await server.db.query<{ key_type: string; last_used_at: string | null }>(
      'SELECT key_type, last_used_at FROM api_keys WHERE description = $1 AND revoked_at IS NULL',
      [SIMULATOR_KEY_DESCRIPTION],
    );
    const visitorKey = keys.rows.find((key) => key.key_type === 'visitor');
    expect(visitorKey?.last_used_at).not.toBeNull();
    expect(await server.feedCount()).toBe(before + steps);
    const families = await server.db.query<{ family: string }>(
      'SELECT DISTINCT family FROM change_feed WHERE seq > $1 ORDER BY family',
      [lastSeq.rows[0]?.seq],
    );
    expect(families.rows.map((r) => r.family)).toEqual([
      'inductionCompletions',
      'invites',
      'parkingLog',
      'visitorLog',
      'workerLog',
    ]);
  });

  test('starts and stops on a timer', async () => {
    let commits = 0;
    const simulator = createSimulator({
      db: server.db,
      app: server.app,
      intervalMs: 200,
      onCommitted: () => commits++,
    });
    const total = () => commits + apiCommits;
    const startedAt = total();
    simulator.start();
    expect(simulator.running).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await simulator.stop();
    expect(simulator.running).toBe(false);
    const stoppedAt = total();
    expect(stoppedAt).toBeGreaterThan(startedAt);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(total()).toBe(stoppedAt);
  });
});
