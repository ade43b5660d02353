import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../contract/session.ts';
import { sessionDb } from '../db/database.ts';
import { SESSION_DATABASE } from '../db/names.ts';
import { openExistingDatabase } from '../db/rawRead.ts';
import { getSessionState, readCachedSession, refreshSession } from './sessionStore.ts';

const user: SessionUser = {
  sub: 'u-1',
  email: 'admin@example.com',
  name: 'Admin',
  organisationId: 'acme',
  flags: {},
  locations: [{ EntityHierarchy: 'acme#north', role: 'ADMIN' }],
};

afterEach(async () => {
  await sessionDb.delete();
});

describe('readCachedSession', () => {
  it('reads the row Dexie cached, without Dexie', async () => {
    await sessionDb.session.put({ id: 'current', user, expiresAt: 123, savedAt: 1 });
    sessionDb.close();
    expect(await readCachedSession()).toEqual({ user, expiresAt: 123 });
    expect(sessionDb.isOpen()).toBe(false);
  });

  it('answers no session when nothing is cached', async () => {
    expect(await openExistingDatabase(SESSION_DATABASE, 10)).toBeNull();
    expect(await readCachedSession()).toBeNull();
  });
});

describe('refreshSession', () => {
  it('answers the live session without waiting for its cached copy to be written', async () => {
    const answer = { authenticated: true, user, expiresAt: Date.now() + 60_000 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
    );
    // A write that never completes (a busy disk): the first page must not wait for it.
    const put = vi.spyOn(sessionDb.session, 'put').mockReturnValue(new Dexie.Promise(() => {}));
    try {
      const state = await refreshSession();
      expect(state).toMatchObject({ status: 'authenticated', freshness: 'live', user });
      expect(getSessionState()).toBe(state);
      await vi.waitFor(() => expect(put).toHaveBeenCalledOnce());
    } finally {
      put.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
