import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../contract/session.ts';

/** Who is calling: the session's user and when that session ends (epoch ms), or null. */
export interface ResolvedSession {
  user: SessionUser;
  expiresAt?: number;
  /** The sign-in session's id (auth_sessions.id), when the resolver has one. */
  sessionId?: string;
}

/** Decides the current user of a request. Tests inject their own; the default reads the session. */
export type SessionResolver = (request: FastifyRequest) => Promise<ResolvedSession | null>;

/** Set by server/auth/plugin.ts; absent when the app runs without the auth plugin (tests). */
interface SessionDecorations {
  sessionUser?: SessionUser | null;
  sessionExpiresAt?: number | null;
  sessionId?: string | null;
}

/**
 * The default resolver: the auth plugin's onRequest hook sets `request.sessionUser` (and, when it
 * knows it, `request.sessionExpiresAt`) from the HttpOnly session cookie.
 */
export const sessionFromAuthPlugin: SessionResolver = async (request) => {
  const { sessionUser, sessionExpiresAt, sessionId } = request as SessionDecorations;
  if (!sessionUser) return null;
  return {
    user: sessionUser,
    ...(typeof sessionExpiresAt === 'number' ? { expiresAt: sessionExpiresAt } : {}),
    ...(typeof sessionId === 'string' ? { sessionId } : {}),
  };
};
