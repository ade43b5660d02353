import type { Database } from '../db/database.ts';
import { createSession, SESSION_COOKIE } from './sessions.ts';

/**
 * Test helper: a signed-in session for `sub` (the user must exist), as a Cookie header value
 * (`gh_session=...`) for API tests, without going through the identity provider.
 */
export async function createTestSession(db: Database, sub: string): Promise<string> {
  const { token } = await createSession(db, sub);
  return `${SESSION_COOKIE}=${token}`;
}
