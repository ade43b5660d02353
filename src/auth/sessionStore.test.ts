import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/session.ts';
import { sessionDb } from '../db/database.ts';
import { SESSION_DATABASE } from '../db/names.ts';
import { openExistingDatabase } from '../db/rawRead.ts';
import { readCachedSession } from './sessionStore.ts';

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
