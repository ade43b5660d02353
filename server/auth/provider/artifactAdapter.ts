import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/database.ts';

const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * oidc-provider's storage of its own artefacts (interactions, sessions, grants, codes, tokens) in
 * `oidc_artifacts`, so a sign-in that starts on one server instance can finish on another and
 * survives a restart. Expired rows are never returned and are deleted now and then.
 */
export function artifactAdapterFor(db: Database) {
  let lastCleanup = 0;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  const live = async (where: string, params: unknown[]): Promise<AdapterPayload | undefined> => {
    const { rows } = await db.query<{ payload: AdapterPayload }>(
      `SELECT payload FROM oidc_artifacts
        WHERE ${where} AND (expires_at IS NULL OR expires_at > $${params.length + 1})`,
      [...params, nowSeconds()],
    );
    return rows[0]?.payload;
  };

  return class ArtifactAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? nowSeconds() + expiresIn : null;
      await db.query(
        `INSERT INTO oidc_artifacts (model, id, payload, grant_id, uid, user_code, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload,
           grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid, user_code = EXCLUDED.user_code,
           expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.uid ?? null,
          payload.userCode ?? null,
          expiresAt,
        ],
      );
      if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = Date.now();
        await db.query('DELETE FROM oidc_artifacts WHERE expires_at <= $1', [nowSeconds()]);
      }
    }

    find(id: string) {
      return live('model = $1 AND id = $2', [this.model, id]);
    }

    findByUid(uid: string) {
      return live('model = $1 AND uid = $2', [this.model, uid]);
    }

    findByUserCode(userCode: string) {
      return live('model = $1 AND user_code = $2', [this.model, userCode]);
    }

    async consume(id: string): Promise<void> {
      await db.query(
        `UPDATE oidc_artifacts SET payload = jsonb_set(payload, '{consumed}', to_jsonb($3::bigint))
          WHERE model = $1 AND id = $2`,
        [this.model, id, nowSeconds()],
      );
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_artifacts WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_artifacts WHERE grant_id = $1', [grantId]);
    }
  };
}
