import type { Sql } from '../../db/database.ts';

/**
 * The embedded provider's sign-in throttle. It slows guessing down without letting anyone lock an
 * account out: a guesser is throttled where the guesses come from, not where the owner signs in.
 * Only failed attempts count, within a window that starts at the first failure; while a count
 * blocks, no password is checked at all, not even the right one.
 *
 * - A known device (its cookie proves an earlier sign-in to this account, knownDevice.ts) counts
 *   only against itself: DEVICE_LIMIT failures block that device for that account for BLOCK_MS.
 *   Nothing a guesser does elsewhere blocks it.
 * - Any other attempt counts against three keys:
 *   - the (address, account) pair: PAIR_LIMIT failures block that address for that account;
 *   - the address: ADDRESS_LIMIT failures over any accounts block the address (spraying);
 *   - the account, over every address: from ACCOUNT_LIMIT failures on, unknown devices wait a
 *     delay that doubles with each further failure, from ACCOUNT_FIRST_DELAY_MS up to BLOCK_MS
 *     (a guesser spread over many addresses). One address adds at most PAIR_LIMIT to it.
 * Unknown emails count like known ones, so the throttle tells nothing about which accounts exist.
 * A successful sign-in clears its pair's (or device's) count, not the account-wide one, so the
 * owner signing in does not give a guesser a fresh start. The counts live in the database
 * (sign_in_failures), so every server instance shares them.
 */
export const PAIR_LIMIT = 5;
export const DEVICE_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const ACCOUNT_LIMIT = 10;
export const ACCOUNT_FIRST_DELAY_MS = 30 * 1000;
export const WINDOW_MS = 15 * 60 * 1000;
export const BLOCK_MS = 15 * 60 * 1000;

export interface SignInAttempt {
  email: string;
  /** The client address (request.ip; behind a proxy, TRUST_PROXY makes it the forwarded one). */
  address: string;
  /** The device id when a known-device cookie vouches for this account, else null. */
  knownDevice: string | null;
}

export type SignInBlockScope = 'device' | 'pair' | 'address' | 'account';

export interface SignInBlock {
  /** Which count blocked it. */
  scope: SignInBlockScope;
  retryAfterSeconds: number;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

interface CountedKey {
  key: string;
  scope: SignInBlockScope;
  /** How long `failures` failures block (0: not at all). */
  blockMs(failures: number): number;
}

const hardLimit = (limit: number) => (failures: number) => (failures >= limit ? BLOCK_MS : 0);

function progressiveDelay(failures: number): number {
  if (failures < ACCOUNT_LIMIT) return 0;
  return Math.min(BLOCK_MS, ACCOUNT_FIRST_DELAY_MS * 2 ** (failures - ACCOUNT_LIMIT));
}

/** The counts an attempt is checked against and adds to. */
function countedKeys(attempt: SignInAttempt): CountedKey[] {
  const email = normalEmail(attempt.email);
  if (attempt.knownDevice !== null) {
    return [
      {
        key: `device:${attempt.knownDevice}|${email}`,
        scope: 'device',
        blockMs: hardLimit(DEVICE_LIMIT),
      },
    ];
  }
  return [
    { key: `pair:${attempt.address}|${email}`, scope: 'pair', blockMs: hardLimit(PAIR_LIMIT) },
    { key: `address:${attempt.address}`, scope: 'address', blockMs: hardLimit(ADDRESS_LIMIT) },
    { key: `account:${email}`, scope: 'account', blockMs: progressiveDelay },
  ];
}

/** The block that applies to this attempt now (the longest), or null. */
export async function signInBlock(
  db: Sql,
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<SignInBlock | null> {
  const counted = countedKeys(attempt);
  const { rows } = await db.query<{ key: string; blocked_until: unknown }>(
    'SELECT key, blocked_until FROM sign_in_failures WHERE key = ANY($1) AND blocked_until > $2',
    [counted.map((c) => c.key), now],
  );
  const blocked = rows
    .map((row) => ({
      scope: counted.find((c) => c.key === row.key)?.scope ?? 'account',
      until: Number(row.blocked_until),
    }))
    .sort((a, b) => b.until - a.until)[0];
  if (!blocked) return null;
  return { scope: blocked.scope, retryAfterSeconds: Math.ceil((blocked.until - now) / 1000) };
}

async function countFailure(db: Sql, counted: CountedKey, now: number): Promise<void> {
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO sign_in_failures (key, failures, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN sign_in_failures.window_started_at <= $2 - $3 THEN 1
                       ELSE sign_in_failures.failures + 1 END,
       window_started_at = CASE WHEN sign_in_failures.window_started_at <= $2 - $3 THEN $2
                                ELSE sign_in_failures.window_started_at END
     RETURNING failures`,
    [counted.key, now, WINDOW_MS],
  );
  const blockMs = counted.blockMs(rows[0]?.failures ?? 0);
  if (blockMs > 0) {
    await db.query(
      'UPDATE sign_in_failures SET blocked_until = GREATEST(blocked_until, $2) WHERE key = $1',
      [counted.key, now + blockMs],
    );
  }
}

/** Counts a failed attempt against its keys (and forgets stale counts). */
export async function recordSignInFailure(
  db: Sql,
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<void> {
  for (const counted of countedKeys(attempt)) await countFailure(db, counted, now);
  await db.query(
    'DELETE FROM sign_in_failures WHERE window_started_at <= $1 AND blocked_until <= $2',
    [now - WINDOW_MS, now],
  );
}

/** After a successful sign-in: this address (or device) starts from zero for the account. */
export async function clearSignInFailures(db: Sql, attempt: SignInAttempt): Promise<void> {
  const keys = countedKeys(attempt)
    .filter((c) => c.scope === 'pair' || c.scope === 'device')
    .map((c) => c.key);
  await db.query('DELETE FROM sign_in_failures WHERE key = ANY($1)', [keys]);
}

const BLOCK_REASONS: Record<SignInBlockScope, string> = {
  device: 'Too many failed sign-in attempts for this account on this device.',
  pair: 'Too many failed sign-in attempts for this account from this network address.',
  address: 'Too many failed sign-in attempts from this network address.',
  account: 'Too many failed sign-in attempts for this account.',
};

/** The message the login page shows for a block. */
export function blockMessage(block: SignInBlock): string {
  const minutes = Math.max(1, Math.ceil(block.retryAfterSeconds / 60));
  return `${BLOCK_REASONS[block.scope]} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
