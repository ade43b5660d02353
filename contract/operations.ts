import { z } from 'zod';
import { DEFINED_OPERATION_ENTRIES } from './operations/index.ts';

/**
 * The HTTP API: `POST /api/{service}/{operation}` with a JSON body. Every request body is checked
 * against `request`; a failure is a 400 `{ key: 'VALIDATION_FAILED', message }`.
 * Every field follows the input policy (contract/input: bounded, well-formed strings, plausible
 * times, IANA zones, bounded cursors).
 * Mutations accept an `Idempotency-Key` header: the server applies each key once and answers a
 * repeat with the stored answer.
 */
export {
  type ErrorBody,
  errorBody,
  IDEMPOTENCY_HEADER,
  OPEN_END,
} from './primitives.ts';
export {
  asyncResponsePayload,
  cursorExpired,
  logRetrieved,
  type RetrievalRequest,
  retrievalQuery,
  retrievalRequest,
} from './retrieval.ts';

export { visitorLogRetrieved } from './operations/retrieval/index.ts';

export { visitorKeyRef } from './visitorKeys.ts';

export {
  type DeleteLogEntriesRequest,
  deleteLogEntriesRequest,
  type RevertSignOutRequest,
  revertSignOutRequest,
  type SignOutVisitorsRequest,
  signOutVisitorsRequest,
} from './operations/index.ts';

export {
  SOURCES_OF_IDENTIFICATION,
  type SignInVisitorRequest,
  signInVisitorRequest,
} from './operations/index.ts';

export const simpleResult = (key: string) => z.object({ key: z.literal(key) });

export {
  type AccessCredentialRequest,
  accessCredentialRequest,
  accessCredentialResponse,
  type SubscribeCredential,
  subscribeCredentialRequest,
  subscribeCredentialResponse,
  type UserLoginAuditRequest,
  userLoginAuditRequest,
} from './operations/index.ts';

/** Registry of operations: request and success-response schemas, and whether it mutates. */
export const OPERATIONS = {
  ...DEFINED_OPERATION_ENTRIES,
} as const;

export type OperationName = keyof typeof OPERATIONS;
export type OperationRequest<N extends OperationName> = z.input<(typeof OPERATIONS)[N]['request']>;
export type OperationResponse<N extends OperationName> = z.infer<
  (typeof OPERATIONS)[N]['response']
>;
