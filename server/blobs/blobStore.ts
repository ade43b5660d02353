import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** How long a presigned blob URL stays valid. */
export const BLOB_URL_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Stores a large JSON answer and returns its presigned URL:
 * `/blobs/<id>?expires=<epoch ms>&signature=<HMAC-SHA256(id.expires) in base64url>`.
 */
export async function storeBlob(
  db: Database,
  secret: string,
  body: string,
  now: number = Date.now(),
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const expires = now + BLOB_URL_LIFETIME_MS;
  await db.query('INSERT INTO blobs (id, body, expires_at) VALUES ($1, $2, $3)', [
    id,
    body,
    expires,
  ]);
  return presignedBlobPath(secret, id, expires);
}

export function presignedBlobPath(secret: string, id: string, expires: number): string {
  return `/blobs/${id}?expires=${expires}&signature=${signBlob(secret, id, expires)}`;
}

export function signBlob(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url');
}

/** True when `signature` is this server's signature of (id, expires) and `expires` is ahead. */
export function isValidBlobSignature(
  secret: string,
  id: string,
  expires: number,
  signature: string,
  now: number = Date.now(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires < now) return false;
  const expected = Buffer.from(signBlob(secret, id, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function readBlob(db: Database, id: string, now = Date.now()): Promise<string | null> {
  const result = await db.query<{ body: string }>(
    'SELECT body FROM blobs WHERE id = $1 AND expires_at >= $2',
    [id, now],
  );
  return result.rows[0]?.body ?? null;
}

export async function deleteExpiredBlobs(db: Database, now: number = Date.now()): Promise<number> {
  const result = await db.query('DELETE FROM blobs WHERE expires_at < $1 RETURNING id', [now]);
  return result.rows.length;
}
