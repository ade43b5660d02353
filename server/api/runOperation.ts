import { ANSWER_FIELDS_NOT_STORED } from '../../contract/apiKeys.ts';
import type { TenantFlagsByLocation } from '../../contract/features/flagInheritance.ts';
import { OPERATIONS, type OperationName } from '../../contract/operations.ts';
import type { Sql } from '../db/database.ts';
import type { Caller } from './access.ts';
import { describeZodError, validationFailed } from './errors.ts';
import { OPERATION_HANDLERS } from './handlers/index.ts';
import {
  claimIdempotencyKey,
  hashRequest,
  parseIdempotencyKey,
  type StoredAnswer,
  storeAnswer,
} from './idempotency.ts';
import { enforcePolicy } from './policy/enforcePolicy.ts';
import type { ApiRouteOptions } from './apiRoutes.ts';
import type { OperationContext } from './operationTypes.ts';

type AnyHandler = (context: OperationContext, body: unknown) => Promise<unknown>;

/** Who runs an operation: how to load the caller, and the scope its Idempotency-Keys live in. */
export interface OperationRunner {
  /** The caller as the tables know it now (read inside a mutation's transaction). */
  loadCaller(sql: Sql): Promise<Caller>;
  /** The idempotency scope: a user's sub, or `apikey:<keyId>` for a device's key. */
  idempotencyScope: string;
}

export interface RunOperationInput {
  name: OperationName;
  /** The request body as received: validated here against the operation's request schema. */
  body: unknown;
  /** The Idempotency-Key header as received (checked for mutations only). */
  idempotencyKeyHeader: string | string[] | undefined;
  runner: OperationRunner;
  log: { info(details: object, message: string): void; error(error: unknown): void };
}

/**
 * One operation, the same way for every door (a user's `/api` call, a device's public API
 * write): the body validated by the contract (400, nothing changes), the access policy
 * (contract/policies.ts: 403), then the handler; a mutation runs in one transaction with its
 * policy check and Idempotency-Key record, and after it commits the publisher is kicked.
 */
export async function runOperation(
  options: ApiRouteOptions,
  input: RunOperationInput,
): Promise<StoredAnswer> {
  const { name, runner, log } = input;
  const operation = OPERATIONS[name];
  const parsed = operation.request.safeParse(input.body ?? {});
  if (!parsed.success) throw validationFailed(describeZodError(parsed.error));
  const authorize = (sql: Sql, caller: Caller) =>
    enforcePolicy(sql, caller, name, parsed.data, (refusal) =>
      log.info({ operation: name, refusal }, 'refused by the access policy'),
    );
  const committedWork: (() => void)[] = [];
  const rolledBackWork: (() => Promise<void>)[] = [];
  const run = (sql: Sql, caller: Caller, checkedFlags: TenantFlagsByLocation | undefined) =>
    (OPERATION_HANDLERS[name] as AnyHandler)(
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
      answer = await runMutation(options, input, parsed.data, authorize, run);
    } else {
      const caller = await runner.loadCaller(options.db);
      const checkedFlags = await authorize(options.db, caller);
      answer = { status: 200, body: await run(options.db, caller, checkedFlags) };
    }
  } catch (error) {
    await runAfterRollback(rolledBackWork, (e) => log.error(e));
    throw error;
  }
  if (operation.mutates) for (const work of committedWork.splice(0)) work();
  if (options.checkResponses && answer.status === 200) {
    const checked = operation.response.safeParse(answer.body);
    if (!checked.success) {
      throw new Error(`${name} answered off-contract: ${describeZodError(checked.error)}`);
    }
  }
  return answer;
}

async function runMutation(
  options: ApiRouteOptions,
  input: RunOperationInput,
  validatedBody: unknown,
  authorize: (sql: Sql, caller: Caller) => Promise<TenantFlagsByLocation | undefined>,
  run: (
    sql: Sql,
    caller: Caller,
    checkedFlags: TenantFlagsByLocation | undefined,
  ) => Promise<unknown>,
): Promise<StoredAnswer> {
  const { runner, name } = input;
  const key = parseIdempotencyKey(input.idempotencyKeyHeader);
  const sub = runner.idempotencyScope;
  const result = await options.db.transaction(async (tx) => {
    const caller = await runner.loadCaller(tx);
    const checkedFlags = await authorize(tx, caller);
    if (key) {
      const stored = await claimIdempotencyKey(tx, {
        key,
        sub,
        operation: name,
        requestHash: hashRequest(validatedBody),
      });
      if (stored) return { answer: stored, replayed: true };
    }
    const body = await run(tx, caller, checkedFlags);
    const answer = { status: 200, body };
    if (key) {
      const kept = { status: 200, body: withoutSecretFields(name, body) };
      await storeAnswer(tx, { sub, key }, kept);
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
