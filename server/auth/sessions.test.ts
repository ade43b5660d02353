import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  loadSession,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from './sessions.ts';
import { insertTestUsers, openTestDatabase, TEST_USERS } from './testFixtures.ts';

let db: Database;
const sub = TEST_USERS.host.sub;
const t0 = 1_800_000_000_000;

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db);
});

afterAll(async () => {
  await db.close();
});

describe('server-side sessions', () => {
  it('stores only a hash of the cookie token', async () => {
    const { token } = await createSession(db, sub, null, t0);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM auth_sessions');
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('expires after the idle time without use', async () => {
    const { token, expiresAt } = await createSession(db, sub, null, t0);
    expect(expiresAt).toBe(t0 + SESSION_IDLE_MS);
    expect(await loadSession(db, token, t0 + SESSION_IDLE_MS - 1)).toMatchObject({ sub });
    const fresh = await createSession(db, sub, null, t0);
    expect(await loadSession(db, fresh.token, t0 + SESSION_IDLE_MS)).toBeNull();
  });

  it('slides the idle expiry with use, but never past the absolute maximum', async () => {
    const { token } = await createSession(db, sub, null, t0);
    let now = t0;
    while (now + SESSION_IDLE_MS / 2 < t0 + SESSION_MAX_MS) {
      now += SESSION_IDLE_MS / 2;
      const session = await loadSession(db, token, now);
      expect(session?.expiresAt).toBe(Math.min(now + SESSION_IDLE_MS, t0 + SESSION_MAX_MS));
    }
    expect(await loadSession(db, token, t0 + SESSION_MAX_MS)).toBeNull();
  });

  it('delete returns the linked provider session and ends the session', async () => {
    const { token } = await createSession(db, sub, 'provider-session-1', t0);
    expect(await deleteSession(db, token)).toBe('provider-session-1');
    expect(await loadSession(db, token, t0)).toBeNull();
    expect(await deleteSession(db, token)).toBeNull();
  });

  it('sweeps expired rows', async () => {
    await createSession(db, sub, null, t0);
    await deleteExpiredSessions(db, t0 + SESSION_MAX_MS + 1);
    const { rows } = await db.query('SELECT 1 FROM auth_sessions');
    expect(rows).toEqual([]);
  });
});
