import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPEN_END } from '../../contract/protocol.ts';
import {
  API_KEY_CREATOR_ACCESS,
  API_KEY_INVALID,
  API_KEY_MODULE_OFF,
  API_KEY_REQUIRED,
  API_KEY_WRONG_TYPE,
  PUBLIC_API_DEFAULT_SPAN_MS,
  PUBLIC_API_LOGS,
  PUBLIC_API_MAX_ITEMS,
  PUBLIC_API_PREFIX,
  TABLE_NOT_FOUND,
  TABLE_NOT_FOUND_MESSAGE,
} from '../../contract/publicApi.ts';
import { describeZodError } from '../api/errors.ts';
import { readRecordWindow } from '../api/records/readRecords.ts';
import { findApiKeyByValue, markApiKeyUsed, type StoredApiKey } from '../apiKeys/apiKeyStore.ts';
import type { Database } from '../db/database.ts';
import {
  creatorFeatures,
  type KeyCreator,
  keyCreatorInStanding,
  PUBLIC_LOG_FEATURE,
} from './apiKeyStanding.ts';

const epochParam = z.coerce.number().int().min(0).max(OPEN_END);
const logQuery = z.object({ from: epochParam.optional(), to: epochParam.optional() }).strict();

function refuse(reply: FastifyReply, status: number, key: string, message: string) {
  return reply.code(status).send({ key, message });
}

/**
 * The key a request carries and its creator, if the key is live and its creator still may
 * administer it (keyCreatorInStanding). Unknown and revoked keys get the same answer, so the API
 * tells nothing about which keys once existed.
 */
async function authenticate(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ key: StoredApiKey; creator: KeyCreator } | null> {
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
  const creator = await keyCreatorInStanding(db, key);
  if (!creator) {
    refuse(
      reply,
      403,
      API_KEY_CREATOR_ACCESS,
      'The user who generated this API key no longer administers API keys at its location; an administrator there must generate a new key',
    );
    return null;
  }
  await markApiKeyUsed(db, key, Date.now());
  return { key, creator };
}

/**
 * `GET /public/v1/key` (what the key is) and `GET /public/v1/{visitor,worker,parking}-log` (the
 * records of the key's location subtree with event times in `from`..`to`, epoch ms; default the
 * last 24 hours to the open end). No session or cookie is read: the API key is the only
 * credential, so these routes are not subject to the browser origin checks' cookie concerns.
 */
export async function registerPublicApi(app: FastifyInstance, db: Database): Promise<void> {
  app.get(`${PUBLIC_API_PREFIX}/key`, async (request, reply) => {
    const authenticated = await authenticate(db, request, reply);
    if (!authenticated) return reply;
    const { key } = authenticated;
    return {
      keyId: key.keyId,
      keyType: key.keyType,
      EntityHierarchy: key.EntityHierarchy,
      description: key.description,
    };
  });
  for (const log of PUBLIC_API_LOGS) {
    app.get(`${PUBLIC_API_PREFIX}/${log.path}`, async (request, reply) => {
      const authenticated = await authenticate(db, request, reply);
      if (!authenticated) return reply;
      const { key, creator } = authenticated;
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
      // The log's module as the location's tenant flags and the creator's account flags have it
      // today: off at the key's location refuses the read, off at a location below leaves its
      // records out.
      const featuresAt = await creatorFeatures(db, key, creator);
      const feature = PUBLIC_LOG_FEATURE[log.family];
      const atKey = featuresAt(key.EntityHierarchy);
      if (!atKey.integrations || !atKey[feature]) {
        return refuse(
          reply,
          403,
          API_KEY_MODULE_OFF,
          `The ${log.path} or integrations are turned off at the key's location`,
        );
      }
      const window = await readRecordWindow(db, log.family, {
        hierarchies: [key.EntityHierarchy],
        beginTime: from,
        endTime: to,
      });
      const items = window.items.filter(
        (item) => featuresAt(String(item.EntityHierarchy))[feature],
      );
      return {
        key: 'LOG_RETRIEVED',
        EntityHierarchy: key.EntityHierarchy,
        from,
        to,
        Items: items.slice(0, PUBLIC_API_MAX_ITEMS),
        truncated: items.length > PUBLIC_API_MAX_ITEMS,
      };
    });
  }
  // Any other name under the prefix: the key is checked first (so nothing is told without one),
  // then 'Table not found' with the logs there are.
  app.get(`${PUBLIC_API_PREFIX}/:table`, async (request, reply) => {
    const authenticated = await authenticate(db, request, reply);
    if (!authenticated) return reply;
    const paths = ['key', ...PUBLIC_API_LOGS.map((log) => log.path)].join(', ');
    return refuse(reply, 404, TABLE_NOT_FOUND, `${TABLE_NOT_FOUND_MESSAGE}: use one of ${paths}`);
  });
}
