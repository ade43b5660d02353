import { createHash } from 'node:crypto';
import type { Database, Sql } from '../db/database.ts';
import { ApiError } from './errors.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** Stored answers are kept this long; a client's retry comes long before. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyClaim {
  key: string;
  sub: string;
  operation: string;
  requestHash: string;
}

export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      'Idempotency-Key: must be 1-100 letters, digits, - or _',
    );
  }
  return value;
}

/** `value` with every object's keys in code-point order (undefined members dropped, as JSON does). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, member]) => [name, canonical(member)]));
}

/**
 * The SHA-256 of the validated request (the schema's output: unknown members gone, defaults in),
 * canonically ordered, so the same request with its keys in another order is the same request.
 */
export function hashRequest(validatedBody: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(validatedBody ?? null)))
    .digest('hex');
}

/**
 * Claims `key` inside the write's transaction. Answers null when this call owns the key (the
 * caller applies the write and then `storeAnswer`s in the same transaction), or the stored answer
 * of an earlier call. A concurrent call with the same key waits on the row until the first commits
 * (then gets its answer) or rolls back (then claims it itself). Keys are each user's own: the
 * same key from another user is another request. The same user's key for another operation or
 * with another body is refused with 422.
 */
export async function claimIdempotencyKey(
  tx: Sql,
  claim: IdempotencyClaim,
): Promise<StoredAnswer | null> {
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (key, sub, operation, request_hash, status, response)
     VALUES ($1, $2, $3, $4, 0, 'null') ON CONFLICT (sub, key) DO NOTHING RETURNING key`,
    [claim.key, claim.sub, claim.operation, claim.requestHash],
  );
  if (inserted.rows.length > 0) return null;
  const stored = await tx.query<{
    sub: string;
    operation: string;
    request_hash: string;
    status: number;
    response: unknown;
  }>(
    'SELECT sub, operation, request_hash, status, response FROM idempotency_keys WHERE sub = $1 AND key = $2',
    [claim.sub, claim.key],
  );
  const row = stored.rows[0];
  if (!row) throw new Error(`Idempotency-Key ${claim.key} vanished while claiming it`);
  if (row.operation !== claim.operation) {
    throw new ApiError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key was already used for another operation',
    );
  }
  if (row.request_hash !== claim.requestHash) {
    throw new ApiError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key was already used with a different request body',
    );
  }
  return { status: row.status, body: row.response };
}

export async function storeAnswer(
  tx: Sql,
  claim: Pick<IdempotencyClaim, 'sub' | 'key'>,
  answer: StoredAnswer,
): Promise<void> {
  await tx.query(
    'UPDATE idempotency_keys SET status = $3, response = $4::jsonb WHERE sub = $1 AND key = $2',
    [claim.sub, claim.key, answer.status, JSON.stringify(answer.body)],
  );
}

export async function deleteOldIdempotencyKeys(db: Database): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)`,
    [IDEMPOTENCY_RETENTION_DAYS],
  );
}
