import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database, Sql } from '../../db/database.ts';

/** Held by whoever creates the first signing key (a transaction-level advisory lock). */
const SIGNING_KEY_LOCK = 727002;

/**
 * The embedded provider's ID-token signing keys (private JWKs). Generated on first start and kept
 * in `oidc_keys`, so a restart (or another instance) signs with the same key and tokens issued
 * before stay verifiable. Instances starting together serialise on an advisory lock: the first
 * inserts, the others find its key, so all sign with one key.
 */
export async function loadOrCreateSigningKeys(db: Database): Promise<JWK[]> {
  const existing = await readKeys(db);
  if (existing.length > 0) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${SIGNING_KEY_LOCK})`);
    await tx.query(
      `INSERT INTO oidc_keys (kid, jwk)
       SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM oidc_keys)`,
      [jwk.kid, JSON.stringify(jwk)],
    );
    return readKeys(tx);
  });
}

async function readKeys(db: Sql): Promise<JWK[]> {
  const { rows } = await db.query<{ jwk: JWK }>(
    'SELECT jwk FROM oidc_keys ORDER BY created_at, kid LIMIT 1',
  );
  return rows.map((row) => row.jwk);
}
