import type { TenantFlagsByLocation } from '../../contract/features/flagInheritance.ts';
import type { issueSubscribeCredential } from '../broker/credentials.ts';
import type { z } from 'zod';
import type { OPERATIONS, OperationName, OperationResponse } from '../../contract/operations.ts';
import type { Database, Sql } from '../db/database.ts';
import type { Caller } from './access.ts';

/** The broker's subscribe-credential issuer (server/broker/credentials.ts), injected for tests. */
export type SubscribeCredentialIssuer = typeof issueSubscribeCredential;

/** What an operation handler may use. */
export interface OperationContext {
  /** The write's transaction for mutating operations; the database for reads. */
  sql: Sql;
  db: Database;
  caller: Caller;
  secret: string;
  asyncPayloadThresholdBytes: number;
  issueSubscribeCredential: SubscribeCredentialIssuer;
  now: number;
  /**
   * Runs `work` once the operation's transaction has committed (a mutation's background job, such
   * as a large directory upload); never for a replayed or failed request.
   */
  afterCommit: (work: () => void) => void;
  /**
   * Runs `work` once the operation has failed and its transaction has rolled back: what a
   * refusal must leave behind (a block list match). It writes through `db`, its own transaction.
   */
  afterRollback: (work: () => Promise<void>) => void;
  /** Tells the publisher that a write committed outside the request (a background job's chunk). */
  onCommitted: () => void;
  /**
   * The tenant flags the access policy read for this request (its targets and their
   * descendants), when its policy needed them: read once per request, not again by the handler.
   */
  checkedFlags?: TenantFlagsByLocation | undefined;
}

export type OperationBody<N extends OperationName> = z.output<(typeof OPERATIONS)[N]['request']>;

/** Answers the operation's success body; refusals are thrown as ApiError. */
export type OperationHandler<N extends OperationName> = (
  context: OperationContext,
  body: OperationBody<N>,
) => Promise<OperationResponse<N>>;

export type OperationHandlers = { [N in OperationName]: OperationHandler<N> };
