import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/**
 * The session secret kept in the database, so every instance on it signs and verifies alike
 * without SESSION_SECRET. The first instance to start creates it; instances starting together
 * both insert and the first insert wins (ON CONFLICT DO NOTHING), then both read the winner.
 */
export async function loadOrCreateSessionSecret(db: Database): Promise<string> {
  await db.query(
    `INSERT INTO server_secrets (name, value) VALUES ('session', $1)
     ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM server_secrets WHERE name = 'session'`,
  );
  const secret = rows[0]?.value;
  if (!secret) throw new Error('server_secrets has no session secret after inserting one');
  return secret;
}
