import type { Sql } from '../../db/database.ts';

/**
 * The embedded provider's sign-in rate limit. Only failed attempts count, within a window that
 * starts at the first failure: an account is blocked for BLOCK_MS after ACCOUNT_LIMIT failures
 * (whatever address they come from, so a guesser cannot spread over addresses), a client address
 * after ADDRESS_LIMIT failures (whatever accounts it tries, so a guesser cannot spread over
 * accounts). While blocked, no password is checked at all, not even the right one. Unknown
 * emails count like known ones, so the limit tells nothing about which accounts exist. A
 * successful sign-in clears its account's count, not its address's.
 */
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const WINDOW_MS = 15 * 60 * 1000;
export const BLOCK_MS = 15 * 60 * 1000;

export interface SignInAttempt {
  email: string;
  /** The client address (request.ip; behind a proxy, TRUST_PROXY makes it the forwarded one). */
  address: string;
}

export interface SignInBlock {
  /** Which count blocked it. */
  scope: 'account' | 'address';
  retryAfterSeconds: number;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** The block that applies to this attempt now, or null. */
export async function signInBlock(
  db: Sql,
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<SignInBlock | null> {
  const keys = [accountKey(attempt.email), addressKey(attempt.address)];
  const { rows } = await db.query<{ key: string; blocked_until: unknown }>(
    'SELECT key, blocked_until FROM sign_in_failures WHERE key = ANY($1) AND blocked_until > $2',
    [keys, now],
  );
  const blocked = rows
    .map((row) => ({
      scope: row.key.startsWith('account:') ? ('account' as const) : ('address' as const),
      until: Number(row.blocked_until),
    }))
    .sort((a, b) => b.until - a.until)[0];
  if (!blocked) return null;
  return { scope: blocked.scope, retryAfterSeconds: Math.ceil((blocked.until - now) / 1000) };
}

async function countFailure(db: Sql, key: string, limit: number, now: number): Promise<void> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO sign_in_failures (key, failures, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN sign_in_failures.window_started_at <= $2 - $3 THEN 1
                       ELSE sign_in_failures.failures + 1 END,
       window_started_at = CASE WHEN sign_in_failures.window_started_at <= $2 - $3 THEN $2
                                ELSE sign_in_failures.window_started_at END
     RETURNING failures`,
    [key, now, WINDOW_MS],
  );
  if ((rows[0]?.failures ?? 0) >= limit) {
    await db.query('UPDATE sign_in_failures SET blocked_until = $2 WHERE key = $1', [
      key,
      now + BLOCK_MS,
    ]);
  }
}

/** Counts a failed attempt against its account and its address (and forgets stale counts). */
export async function recordSignInFailure(
  db: Sql,
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<void> {
  await countFailure(db, accountKey(attempt.email), ACCOUNT_LIMIT, now);
  await countFailure(db, addressKey(attempt.address), ADDRESS_LIMIT, now);
  await db.query(
    'DELETE FROM sign_in_failures WHERE window_started_at <= $1 AND blocked_until <= $2',
    [now - WINDOW_MS, now],
  );
}

/** After a successful sign-in: the account starts from zero again. */
export async function clearAccountFailures(db: Sql, email: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE key = $1', [accountKey(email)]);
}

/** The message the login page shows for a block. */
export function blockMessage(block: SignInBlock): string {
  const minutes = Math.max(1, Math.ceil(block.retryAfterSeconds / 60));
  const wait = `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return block.scope === 'account'
    ? `Too many failed sign-in attempts for this account. ${wait}`
    : `Too many failed sign-in attempts from this network address. ${wait}`;
}
