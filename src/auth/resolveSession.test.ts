import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/session.ts';
import { resolveSession } from './resolveSession.ts';

const user: SessionUser = {
  sub: 'u1',
  email: 'marshal@example.com',
  name: 'Mia Marshal',
  organisationId: 'acme',
  flags: {},
  locations: [{ EntityHierarchy: 'acme#north', role: 'ADMIN' }],
};
const now = 1_700_000_000_000;
const cached = { user, expiresAt: now + 60_000 };
const expiredCache = { user, expiresAt: now - 60_000 };

describe('resolveSession', () => {
  it('uses the server answer when authenticated', () => {
    const other = { ...user, name: 'Fresh' };
    expect(
      resolveSession(cached, { authenticated: true, user: other, expiresAt: now + 1 }, now),
    ).toEqual({ status: 'authenticated', user: other, expiresAt: now + 1, freshness: 'live' });
  });

  it('sends a 401 without a cached session to sign-in', () => {
    expect(resolveSession(null, { authenticated: false }, now)).toEqual({
      status: 'unauthenticated',
    });
  });

  it('opens read-only with the cached identity after a 401', () => {
    expect(resolveSession(cached, { authenticated: false }, now)).toMatchObject({
      status: 'authenticated',
      freshness: 'expired',
    });
  });

  it('starts offline from the cache when the server is unreachable', () => {
    expect(resolveSession(cached, 'unreachable', now)).toMatchObject({ freshness: 'offline' });
    expect(resolveSession(expiredCache, 'unreachable', now)).toMatchObject({
      freshness: 'expired',
    });
  });

  it('shows the sync guard error when offline without a cached session', () => {
    expect(resolveSession(null, 'unreachable', now)).toEqual({ status: 'error', code: 'sync' });
  });
});
