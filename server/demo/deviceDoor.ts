import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiKeyType } from '../../contract/apiKeys.ts';
import { PUBLIC_API_PREFIX, PUBLIC_API_WRITES } from '../../contract/publicApi.ts';
import { insertApiKey, newApiKeyValue, newKeyId } from '../apiKeys/apiKeyStore.ts';
import type { Database } from '../db/database.ts';
import { DEMO_USERS } from './users.ts';

/** The description of the simulator's keys on the API Keys page (and how a restart finds them). */
export const SIMULATOR_KEY_DESCRIPTION = 'Demo simulator (badge readers, parking scanners)';

export type DeviceWritePath = (typeof PUBLIC_API_WRITES)[number]['path'];

/** A device's way in: the public API's writes, as a badge reader or parking scanner uses them. */
export interface DeviceDoor {
  /** POSTs one event with a fresh Idempotency-Key; the answer's body, or throws its refusal. */
  post(path: DeviceWritePath, body: unknown): Promise<Record<string, unknown>>;
}

/**
 * The demo simulator's door (issue 33 item 7): READ_WRITE API keys of the organisation's demo
 * ADMIN at its root, one per key type, and each event POSTed through the public API (in-process
 * HTTP, Fastify's inject), so the simulated traffic takes the path real hardware takes: key,
 * schema, access policy, handler, Idempotency-Key, publisher. The keys are listed on the API
 * Keys page under SIMULATOR_KEY_DESCRIPTION; each start revokes the previous start's keys.
 * Null when the organisation has no demo ADMIN (no demo data).
 */
export async function openDeviceDoor(
  app: FastifyInstance,
  db: Database,
  organisationId: string,
): Promise<DeviceDoor | null> {
  const admin = DEMO_USERS.find(
    (user) =>
      user.organisationId === organisationId &&
      user.locations.some((l) => l.EntityHierarchy === organisationId && l.role === 'ADMIN'),
  );
  const present = await db.query('SELECT 1 FROM locations WHERE hierarchy = $1', [organisationId]);
  if (!admin || present.rows.length === 0) return null;
  const now = Date.now();
  const keys = new Map<ApiKeyType, string>();
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE api_keys SET revoked_at = $3, lmt = $3
        WHERE organisation_id = $1 AND description = $2 AND revoked_at IS NULL`,
      [organisationId, SIMULATOR_KEY_DESCRIPTION, now],
    );
    for (const keyType of new Set(PUBLIC_API_WRITES.map((write) => write.keyType))) {
      const value = newApiKeyValue();
      await insertApiKey(
        tx,
        {
          organisationId,
          EntityHierarchy: organisationId,
          keyId: newKeyId(),
          keyType,
          description: SIMULATOR_KEY_DESCRIPTION,
          access: 'READ_WRITE',
          createdAt: now,
          createdBy: admin.email,
          lmt: now,
        },
        value,
      );
      keys.set(keyType, value);
    }
  });
  return {
    async post(path, body) {
      const write = PUBLIC_API_WRITES.find((candidate) => candidate.path === path);
      const key = write && keys.get(write.keyType);
      if (!key) throw new Error(`No simulator key for ${path}`);
      const response = await app.inject({
        method: 'POST',
        url: `${PUBLIC_API_PREFIX}/${path}`,
        headers: {
          authorization: `Bearer ${key}`,
          'idempotency-key': randomUUID(),
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });
      if (response.statusCode !== 200) {
        throw new Error(`POST ${path} answered ${response.statusCode}: ${response.body}`);
      }
      return response.json() as Record<string, unknown>;
    },
  };
}
