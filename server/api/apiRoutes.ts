import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ANSWER_FIELDS_NOT_STORED } from '../../contract/apiKeys.ts';
import type { TenantFlagsByLocation } from '../../contract/features/flagInheritance.ts';
import { OPERATIONS, type OperationName } from '../../contract/operations.ts';
import type { Database } from '../db/database.ts';
import { type Caller, loadCaller } from './access.ts';
import type { ResolvedSession, SessionResolver } from './context.ts';
import { ApiError, describeZodError, noCredentials, validationFailed } from './errors.ts';
import { OPERATION_HANDLERS } from './handlers/index.ts';
import { enforcePolicy } from './policy/enforcePolicy.ts';
import {
  claimIdempotencyKey,
  hashRequest,
  parseIdempotencyKey,
  type StoredAnswer,
  storeAnswer,
} from './idempotency.ts';
import type { OperationContext, SubscribeCredentialIssuer } from './operationTypes.ts';

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

type AnyHandler = (context: OperationContext, body: unknown) => Promise<unknown>;

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
          const operation = OPERATIONS[name as OperationName];
          const session = await options.resolveSession(request);
          if (!session) throw noCredentials();
          const parsed = operation.request.safeParse(request.body ?? {});
          if (!parsed.success) throw validationFailed(describeZodError(parsed.error));
          const authorize = (sql: OperationContext['sql'], caller: Caller) =>
            enforcePolicy(sql, caller, name as OperationName, parsed.data, (refusal) =>
              request.log.info({ operation: name, refusal }, 'refused by the access policy'),
            );
          const committedWork: (() => void)[] = [];
          const rolledBackWork: (() => Promise<void>)[] = [];
          const run = (
            sql: OperationContext['sql'],
            caller: Caller,
            checkedFlags: TenantFlagsByLocation | undefined,
          ) =>
            (OPERATION_HANDLERS[name as OperationName] as AnyHandler)(
              {
                sql,
                db: options.db,
                caller,
                secret: options.secret,
                asyncPayloadThresholdBytes: options.asyncPayloadThresholdBytes,
                issueSubscribeCredential: options.issueSubscribeCredential,
                now: Date.now(),
                afterCommit: (work) => committedWork.push(work),
                afterRollback: (work) => rolledBackWork.push(work),
                onCommitted: options.onCommitted,
                checkedFlags,
              },
              parsed.data,
            );
          let answer: StoredAnswer;
          try {
            if (operation.mutates) {
              const key = parseIdempotencyKey(request.headers['idempotency-key']);
              answer = await runMutation(options, name, session, key, parsed.data, authorize, run);
            } else {
              const caller = await loadCaller(options.db, session);
              const checkedFlags = await authorize(options.db, caller);
              answer = { status: 200, body: await run(options.db, caller, checkedFlags) };
            }
          } catch (error) {
            await runAfterRollback(rolledBackWork, (e) => request.log.error(e));
            throw error;
          }
          if (operation.mutates) for (const work of committedWork.splice(0)) work();
          if (options.checkResponses && answer.status === 200) {
            const checked = operation.response.safeParse(answer.body);
            if (!checked.success) {
              throw new Error(`${name} answered off-contract: ${describeZodError(checked.error)}`);
            }
          }
          return reply.code(answer.status).send(answer.body);
        },
      );
    },
    { prefix: '/api' },
  );
}

async function runMutation(
  options: ApiRouteOptions,
  operation: string,
  session: ResolvedSession,
  key: string | undefined,
  validatedBody: unknown,
  authorize: (
    sql: OperationContext['sql'],
    caller: Caller,
  ) => Promise<TenantFlagsByLocation | undefined>,
  run: (
    sql: OperationContext['sql'],
    caller: Caller,
    checkedFlags: TenantFlagsByLocation | undefined,
  ) => Promise<unknown>,
): Promise<StoredAnswer> {
  const result = await options.db.transaction(async (tx) => {
    const caller = await loadCaller(tx, session);
    const checkedFlags = await authorize(tx, caller);
    if (key) {
      const stored = await claimIdempotencyKey(tx, {
        key,
        sub: session.user.sub,
        operation,
        requestHash: hashRequest(validatedBody),
      });
      if (stored) return { answer: stored, replayed: true };
    }
    const body = await run(tx, caller, checkedFlags);
    const answer = { status: 200, body };
    if (key) {
      const kept = { status: 200, body: withoutSecretFields(operation, body) };
      await storeAnswer(tx, { sub: session.user.sub, key }, kept);
    }
    return { answer, replayed: false };
  });
  if (!result.replayed) options.onCommitted();
  return result.answer;
}

/** Runs a failed operation's rollback work; its own failure is logged, not answered. */
async function runAfterRollback(
  work: (() => Promise<void>)[],
  log: (error: unknown) => void,
): Promise<void> {
  for (const step of work.splice(0)) {
    try {
      await step();
    } catch (error) {
      log(error);
    }
  }
}

/** The answer as the idempotency store may keep it (contract ANSWER_FIELDS_NOT_STORED). */
function withoutSecretFields(operation: string, body: unknown): unknown {
  const secret = Object.hasOwn(ANSWER_FIELDS_NOT_STORED, operation)
    ? ANSWER_FIELDS_NOT_STORED[operation]
    : undefined;
  if (!secret || body === null || typeof body !== 'object') return body;
  return Object.fromEntries(Object.entries(body).filter(([field]) => !secret.includes(field)));
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
