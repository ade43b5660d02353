import type { SessionResponse, SessionUser } from '../../contract/session.ts';

/** Where the identity on screen comes from. */
export type SessionFreshness =
  /** The server confirmed the session just now. */
  | 'live'
  /** The cached identity, unexpired, while the server's answer is on its way (ensureSession). */
  | 'cached'
  /** The server could not be reached; the cached identity is used (offline start). */
  | 'offline'
  /** The server session has ended but a cached identity exists: read-only until sign-in. */
  | 'expired';

export type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser; expiresAt: number; freshness: SessionFreshness }
  | { status: 'unauthenticated' }
  | { status: 'error'; code: string; message?: string };

export interface CachedSession {
  user: SessionUser;
  expiresAt: number;
}

/**
 * Combines the cached session row and the server's answer (pure, so the rules are testable):
 * - server says authenticated: live;
 * - server says 401: the cached identity opens read-only ('expired'); without one, sign in;
 * - server unreachable: the cached identity ('offline', or 'expired' when past its expiry);
 *   without one, the guard error 'sync' (Connection Offline).
 */
export function resolveSession(
  cached: CachedSession | null,
  answer: SessionResponse | 'unreachable',
  now: number,
): SessionState {
  if (answer !== 'unreachable' && answer.authenticated) {
    return {
      status: 'authenticated',
      user: answer.user,
      expiresAt: answer.expiresAt,
      freshness: 'live',
    };
  }
  if (answer !== 'unreachable') {
    if (!cached) return { status: 'unauthenticated' };
    return { status: 'authenticated', ...cached, freshness: 'expired' };
  }
  if (!cached) return { status: 'error', code: 'sync' };
  const freshness = cached.expiresAt > now ? 'offline' : 'expired';
  return { status: 'authenticated', ...cached, freshness };
}
