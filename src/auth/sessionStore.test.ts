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

describe('ensureSession', () => {
  /** A fresh copy of the store (its state is per page load) and a server whose answer waits. */
  async function freshStore() {
    vi.resetModules();
    let answer: (response: Response) => void = () => {};
    const answered = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answered),
    );
    const store = await import('./sessionStore.ts');
    return { store, answer };
  }

  afterEach(() => vi.unstubAllGlobals());

  async function cache(expiresAt: number) {
    if (!sessionDb.isOpen()) await sessionDb.open();
    await sessionDb.session.put({ id: 'current', user, expiresAt, savedAt: 1 });
  }

  it('starts from an unexpired cached session without waiting for the server', async () => {
    await cache(Date.now() + 60_000);
    const { store, answer } = await freshStore();
    await expect(store.ensureSession()).resolves.toMatchObject({ freshness: 'cached', user });
    const live = { authenticated: true, user, expiresAt: Date.now() + 120_000 };
    answer(new Response(JSON.stringify(live), { status: 200 }));
    await expect(store.confirmSession()).resolves.toMatchObject({ freshness: 'live' });
    expect(store.getSessionState()).toMatchObject({ status: 'authenticated', freshness: 'live' });
  });

  it('turns a cached session the server has ended into the read-only expired one', async () => {
    await cache(Date.now() + 60_000);
    const { store, answer } = await freshStore();
    await store.ensureSession();
    answer(new Response('{}', { status: 401 }));
    await expect(store.confirmSession()).resolves.toMatchObject({ freshness: 'expired' });
    await expect(store.ensureSession()).resolves.toMatchObject({ freshness: 'expired' });
  });

  it('waits for the server without a cached session, or with an expired one', async () => {
    await cache(Date.now() - 1);
    const { store, answer } = await freshStore();
    let settled = false;
    const started = store.ensureSession().then((state) => {
      settled = true;
      return state;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    answer(new Response('{}', { status: 401 }));
    await expect(started).resolves.toMatchObject({ status: 'authenticated', freshness: 'expired' });
  });
});
