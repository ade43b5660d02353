import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../../db/database.ts';

/**
 * The embedded provider's ID-token signing keys (private JWKs). Generated on first start and kept
 * in `oidc_keys`, so a restart (or another instance) signs with the same key and tokens issued
 * before stay verifiable. Two instances starting together both insert; the first key wins.
 */
export async function loadOrCreateSigningKeys(db: Database): Promise<JWK[]> {
  const existing = await readKeys(db);
  if (existing.length > 0) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await db.query(
    `INSERT INTO oidc_keys (kid, jwk)
     SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM oidc_keys)`,
    [jwk.kid, JSON.stringify(jwk)],
  );
  return readKeys(db);
}

async function readKeys(db: Database): Promise<JWK[]> {
  const { rows } = await db.query<{ jwk: JWK }>(
    'SELECT jwk FROM oidc_keys ORDER BY created_at, kid LIMIT 1',
  );
  return rows.map((row) => row.jwk);
}
