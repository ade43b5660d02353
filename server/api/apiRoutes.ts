import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { OPERATIONS, type OperationName } from '../../contract/operations.ts';
import type { Database } from '../db/database.ts';
import { loadCaller } from './access.ts';
import type { SessionResolver } from './context.ts';
import { ApiError, noCredentials, validationFailed } from './errors.ts';
import type { SubscribeCredentialIssuer } from './operationTypes.ts';
import { runOperation } from './runOperation.ts';

export interface ApiRouteOptions {
  db: Database;
  secret: string;
  asyncPayloadThresholdBytes: number;
  resolveSession: SessionResolver;
  issueSubscribeCredential: SubscribeCredentialIssuer;
  /** Called after each committed write (the publisher's kick). */
  onCommitted: () => void;
  /** Check every success body against the contract's response schema (tests). */
  checkResponses?: boolean;
}

/**
 * `POST /api/{service}/{operation}` for every operation of the contract. In order: unknown
 * operation 404, no session 401, invalid body 400 (nothing changes), the operation's access
 * policy (contract/policies.ts: 403 'Not Authorized'), then the handler. Mutations run in one
 * transaction with their policy check and Idempotency-Key record.
 */
export async function registerApiRoutes(
  app: FastifyInstance,
  options: ApiRouteOptions,
): Promise<void> {
  await app.register(
    async (scope) => {
      acceptEmptyJsonBodies(scope);
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        sendError(reply, error, (e) => request.log.error(e));
      });
      scope.setNotFoundHandler((request, reply) => {
        reply
          .code(404)
          .send({ key: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` });
      });
      scope.post<{ Params: { service: string; operation: string } }>(
        '/:service/:operation',
        async (request, reply) => {
          const name = `${request.params.service}/${request.params.operation}`;
          if (!Object.hasOwn(OPERATIONS, name)) {
            throw new ApiError(404, 'UNKNOWN_OPERATION', `No operation ${name}`);
          }
          const session = await options.resolveSession(request);
          if (!session) throw noCredentials();
          const answer = await runOperation(options, {
            name: name as OperationName,
            body: request.body,
            idempotencyKeyHeader: request.headers['idempotency-key'],
            runner: {
              loadCaller: (sql) => loadCaller(sql, session),
              idempotencyScope: session.user.sub,
            },
            log: request.log,
          });
          return reply.code(answer.status).send(answer.body);
        },
      );
    },
    { prefix: '/api' },
  );
}

/** Clients may POST an empty body for operations without parameters. */
function acceptEmptyJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(validationFailed('(body): not valid JSON'), undefined);
    }
  });
}

const KEYS_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'NO_CREDENTIALS',
  403: 'NOT_AUTHORIZED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
};

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** Every refusal as `{ key, message }`; unexpected failures are logged and answered 500. */
export function sendError(
  reply: FastifyReply,
  error: FastifyError | ApiError,
  log: (error: unknown) => void,
): void {
  if (error instanceof ApiError) {
    reply.code(error.statusCode).send(error.toBody());
    return;
  }
  if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
    // A key collision the checks before the write did not catch: the request's fault, not ours.
    log(error);
    reply.code(409).send({
      key: 'DUPLICATE_RECORD',
      message: 'A record with the same key already exists',
    });
    return;
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    reply
      .code(status)
      .send({ key: KEYS_BY_STATUS[status] ?? 'BAD_REQUEST', message: error.message });
    return;
  }
  log(error);
  reply.code(500).send({ key: 'INTERNAL_ERROR', message: 'Internal error' });
}
