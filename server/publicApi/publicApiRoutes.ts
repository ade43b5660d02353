import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeZodError } from '../api/errors.ts';
import {
  API_KEY_INVALID,
  API_KEY_REQUIRED,
  API_KEY_WRONG_TYPE,
  PUBLIC_API_DEFAULT_SPAN_MS,
  PUBLIC_API_LOGS,
  PUBLIC_API_MAX_ITEMS,
  PUBLIC_API_PREFIX,
} from '../../contract/publicApi.ts';
import { OPEN_END } from '../../contract/protocol.ts';
import { findApiKeyByValue, markApiKeyUsed, type StoredApiKey } from '../apiKeys/apiKeyStore.ts';
import type { Database } from '../db/database.ts';
import { readRecordWindow } from '../api/records/readRecords.ts';

const epochParam = z.coerce.number().int().min(0).max(OPEN_END);
const logQuery = z.object({ from: epochParam.optional(), to: epochParam.optional() }).strict();

function refuse(reply: FastifyReply, status: number, key: string, message: string) {
  return reply.code(status).send({ key, message });
}

/**
 * The key a request carries, if it is a live one. Unknown and revoked keys get the same answer,
 * so the API tells nothing about which keys once existed.
 */
async function authenticate(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StoredApiKey | null> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) {
    refuse(reply, 401, API_KEY_REQUIRED, 'Send an API key: Authorization: Bearer <key>');
    return null;
  }
  const key = await findApiKeyByValue(db, match[1]);
  if (!key || key.revokedAt !== null) {
    refuse(reply, 401, API_KEY_INVALID, 'The API key is unknown or has been revoked');
    return null;
  }
  await markApiKeyUsed(db, key, Date.now());
  return key;
}

/**
 * `GET /public/v1/key` (what the key is) and `GET /public/v1/{visitor,worker,parking}-log` (the
 * records of the key's location subtree with event times in `from`..`to`, epoch ms; default the
 * last 24 hours to the open end). No session or cookie is read: the API key is the only
 * credential, so these routes are not subject to the browser origin checks' cookie concerns.
 */
export async function registerPublicApi(app: FastifyInstance, db: Database): Promise<void> {
  app.get(`${PUBLIC_API_PREFIX}/key`, async (request, reply) => {
    const key = await authenticate(db, request, reply);
    if (!key) return reply;
    return {
      keyId: key.keyId,
      keyType: key.keyType,
      EntityHierarchy: key.EntityHierarchy,
      description: key.description,
    };
  });
  for (const log of PUBLIC_API_LOGS) {
    app.get(`${PUBLIC_API_PREFIX}/${log.path}`, async (request, reply) => {
      const key = await authenticate(db, request, reply);
      if (!key) return reply;
      if (key.keyType !== log.keyType) {
        return refuse(
          reply,
          403,
          API_KEY_WRONG_TYPE,
          `This ${key.keyType} key cannot read the ${log.path}; it needs a ${log.keyType} key`,
        );
      }
      const parsed = logQuery.safeParse(request.query ?? {});
      if (!parsed.success) {
        return refuse(reply, 400, 'VALIDATION_FAILED', describeZodError(parsed.error));
      }
      const to = parsed.data.to ?? OPEN_END;
      const from = parsed.data.from ?? Math.max(0, Date.now() - PUBLIC_API_DEFAULT_SPAN_MS);
      if (from > to) return refuse(reply, 400, 'VALIDATION_FAILED', 'from: must not be after to');
      const window = await readRecordWindow(db, log.family, {
        hierarchies: [key.EntityHierarchy],
        beginTime: from,
        endTime: to,
      });
      return {
        key: 'LOG_RETRIEVED',
        EntityHierarchy: key.EntityHierarchy,
        from,
        to,
        Items: window.items.slice(0, PUBLIC_API_MAX_ITEMS),
        truncated: window.items.length > PUBLIC_API_MAX_ITEMS,
      };
    });
  }
}
