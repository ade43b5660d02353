import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPEN_END } from '../../contract/protocol.ts';
import {
  API_KEY_CREATOR_ACCESS,
  API_KEY_INVALID,
  API_KEY_MODULE_OFF,
  API_KEY_READ_ONLY,
  API_KEY_REQUIRED,
  API_KEY_WRONG_TYPE,
  IDEMPOTENCY_KEY_REQUIRED,
  PUBLIC_API_DEFAULT_SPAN_MS,
  PUBLIC_API_LOGS,
  PUBLIC_API_MAX_ITEMS,
  PUBLIC_API_PREFIX,
  PUBLIC_API_WRITES,
  TABLE_NOT_FOUND,
  TABLE_NOT_FOUND_MESSAGE,
} from '../../contract/publicApi.ts';
import type { ApiRouteOptions } from '../api/apiRoutes.ts';
import { sendError } from '../api/apiRoutes.ts';
import { describeZodError } from '../api/errors.ts';
import { readRecordWindow } from '../api/records/readRecords.ts';
import { runOperation } from '../api/runOperation.ts';
import { findApiKeyByValue, markApiKeyUsed, type StoredApiKey } from '../apiKeys/apiKeyStore.ts';
import type { Database } from '../db/database.ts';
import {
  creatorFeatures,
  type KeyCreator,
  keyCaller,
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
 * last 24 hours to the open end); `POST /public/v1/<write path>` (PUBLIC_API_WRITES) for a
 * READ_WRITE key. No session or cookie is read: the API key is the only credential, so these
 * routes are not subject to the browser origin checks' cookie concerns. Every refusal, a body
 * that is not JSON included, is `{ key, message }`.
 */
export async function registerPublicApi(
  app: FastifyInstance,
  options: ApiRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      sendError(reply, error, (e) => request.log.error(e));
    });
    await registerReads(scope, options.db);
    registerWrites(scope, options);
  });
}

/**
 * Each write runs its contract operation through the same pipeline as a signed-in user's call
 * (server/api/runOperation.ts: schema, access policy, handler, Idempotency-Key, publisher kick),
 * with the key as the caller (apiKeyStanding.ts keyCaller), so what it writes appears live on
 * every screen like any other change. The Idempotency-Key is required: a device that retries
 * after a lost answer gets the first answer again, and the event counts once.
 */
function registerWrites(app: FastifyInstance, options: ApiRouteOptions): void {
  for (const write of PUBLIC_API_WRITES) {
    app.post(`${PUBLIC_API_PREFIX}/${write.path}`, async (request, reply) => {
      const authenticated = await authenticate(options.db, request, reply);
      if (!authenticated) return reply;
      const { key, creator } = authenticated;
      if (key.keyType !== write.keyType) {
        return refuse(
          reply,
          403,
          API_KEY_WRONG_TYPE,
          `This ${key.keyType} key cannot write to the ${write.path}; it needs a ${write.keyType} key`,
        );
      }
      if (key.access !== 'READ_WRITE') {
        return refuse(
          reply,
          403,
          API_KEY_READ_ONLY,
          'This API key may only read; an administrator can give it read and write access',
        );
      }
      const idempotencyKeyHeader = request.headers['idempotency-key'];
      if (idempotencyKeyHeader === undefined) {
        return refuse(
          reply,
          400,
          IDEMPOTENCY_KEY_REQUIRED,
          'Send an Idempotency-Key header (one per event, reused when the same event is retried)',
        );
      }
      const featuresAt = await creatorFeatures(options.db, key, creator);
      if (!featuresAt(key.EntityHierarchy).integrations) {
        return refuse(
          reply,
          403,
          API_KEY_MODULE_OFF,
          "Integrations are turned off at the key's location",
        );
      }
      const answer = await runOperation(options, {
        name: write.operation,
        body: request.body,
        idempotencyKeyHeader,
        runner: {
          loadCaller: async () => keyCaller(key, creator),
          idempotencyScope: `apikey:${key.keyId}`,
        },
        log: request.log,
      });
      return reply.code(answer.status).send(answer.body);
    });
  }
  app.post(`${PUBLIC_API_PREFIX}/*`, async (request, reply) => {
    const authenticated = await authenticate(options.db, request, reply);
    if (!authenticated) return reply;
    const paths = PUBLIC_API_WRITES.map((write) => write.path).join(', ');
    return refuse(
      reply,
      404,
      TABLE_NOT_FOUND,
      `${TABLE_NOT_FOUND_MESSAGE}: post to one of ${paths}`,
    );
  });
}

async function registerReads(app: FastifyInstance, db: Database): Promise<void> {
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
