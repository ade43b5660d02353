import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Sql } from '../db/database.ts';

/**
 * How long the publisher role lasts without renewal (the holder renews it before every batch,
 * every PUBLISH_INTERVAL_MS): another instance takes over this long after the holder froze,
 * crashed or lost the database.
 */
export const PUBLISHER_LEASE_MS = 3000;

/** One would-be holder of the publisher role: who it is and the token it last held. */
export interface PublisherLease {
  readonly holder: string;
  /** The fencing token of its current or last tenure; null before it first held the role. */
  token: number | null;
}

export function newPublisherLease(): PublisherLease {
  return { holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, token: null };
}

/** The fence every progress write carries: it matches only while `lease` holds the role. */
export function fenceParams(lease: PublisherLease): [string, number] {
  return [lease.holder, lease.token ?? -1];
}

/**
 * Renews the role when `lease` holds it, or takes it over when it has expired (the token is
 * incremented, fencing out the previous holder's writes). One statement, no transaction left
 * open: a holder frozen at any point blocks nobody for longer than the lease. Answers the
 * database clock (epoch ms) when `lease` holds the role afterwards, else null.
 */
export async function acquirePublisherLease(
  sql: Sql,
  lease: PublisherLease,
  leaseMs: number = PUBLISHER_LEASE_MS,
): Promise<{ databaseNowMs: number } | null> {
  const { rows } = await sql.query<{ token: unknown; now_ms: unknown }>(
    `UPDATE publisher_lease SET
       token = CASE WHEN holder = $1 AND token = $2 THEN token ELSE token + 1 END,
       holder = $1,
       expires_at = clock_timestamp() + make_interval(secs => $3::float8 / 1000)
     WHERE id = 1 AND ((holder = $1 AND token = $2) OR expires_at < clock_timestamp())
     RETURNING token, (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now_ms`,
    [...fenceParams(lease), leaseMs],
  );
  const row = rows[0];
  if (!row) return null;
  lease.token = Number(row.token);
  return { databaseNowMs: Number(row.now_ms) };
}

/** Gives the role up at once (a clean stop), so another instance need not wait for expiry. */
export async function releasePublisherLease(sql: Sql, lease: PublisherLease): Promise<void> {
  if (lease.token === null) return;
  await sql.query(
    `UPDATE publisher_lease SET expires_at = '-infinity'
      WHERE id = 1 AND holder = $1 AND token = $2`,
    fenceParams(lease),
  );
}

/** A progress write refused because another instance took the publisher role over. */
export class StalePublisherError extends Error {
  constructor(lease: PublisherLease) {
    super(`publisher ${lease.holder} (token ${lease.token}) lost the role; progress not written`);
  }
}
