import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/database.ts';

/**
 * Server-side sessions. The browser holds only `gh_session`, an opaque random token; the table
 * keeps its SHA-256. A session ends after SESSION_IDLE_MS without a request (sliding) and at the
 * latest SESSION_MAX_MS after sign-in.
 *
 * Decision: the session's lifetime is independent of the provider's ID token. The ID token is
 * checked once, at sign-in; after that the user's locations, roles and flags are read from the
 * server's own tables on every request, so access changes (or a deleted user) take effect at once
 * without refreshing provider tokens. The server keeps no provider tokens.
 */
export const SESSION_COOKIE = 'gh_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** The idle expiry is pushed forward at most this often per session (saves a write per request). */
const SLIDE_AFTER_MS = 60 * 1000;

export interface StoredSession {
  sub: string;
  expiresAt: number;
  providerSessionId: string | null;
}

interface SessionRow {
  sub: string;
  last_seen_at: unknown;
  expires_at: unknown;
  absolute_expires_at: unknown;
  provider_session_id: string | null;
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Sql,
  sub: string,
  providerSessionId: string | null = null,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_IDLE_MS;
  await db.query(
    `INSERT INTO auth_sessions
       (id, sub, created_at, last_seen_at, expires_at, absolute_expires_at, provider_session_id)
     VALUES ($1, $2, $3, $3, $4, $5, $6)`,
    [sessionIdOf(token), sub, now, expiresAt, now + SESSION_MAX_MS, providerSessionId],
  );
  return { token, expiresAt };
}

/** The live session of `token`, its idle expiry slid forward; null when unknown or expired. */
export async function loadSession(
  db: Sql,
  token: string,
  now = Date.now(),
): Promise<StoredSession | null> {
  const id = sessionIdOf(token);
  const { rows } = await db.query<SessionRow>(
    `SELECT sub, last_seen_at, expires_at, absolute_expires_at, provider_session_id
       FROM auth_sessions WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row || Number(row.expires_at) <= now) return null;
  let expiresAt = Number(row.expires_at);
  if (now - Number(row.last_seen_at) >= SLIDE_AFTER_MS) {
    expiresAt = Math.min(now + SESSION_IDLE_MS, Number(row.absolute_expires_at));
    await db.query('UPDATE auth_sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1', [
      id,
      now,
      expiresAt,
    ]);
  }
  return { sub: row.sub, expiresAt, providerSessionId: row.provider_session_id };
}

/** Ends the session of `token`; returns the provider session id it was linked to, if any. */
export async function deleteSession(db: Sql, token: string): Promise<string | null> {
  const { rows } = await db.query<{ provider_session_id: string | null }>(
    'DELETE FROM auth_sessions WHERE id = $1 RETURNING provider_session_id',
    [sessionIdOf(token)],
  );
  return rows[0]?.provider_session_id ?? null;
}

/** Removes expired sessions (called now and then; expired rows are ignored anyway). */
export async function deleteExpiredSessions(db: Sql, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM auth_sessions WHERE expires_at <= $1', [now]);
}
