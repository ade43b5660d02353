import { z } from 'zod';
import { DIRECTORY_WRITE_OPERATIONS } from './directory/directoryOperations.ts';
import { HOST_DIRECTORY_OPERATIONS } from './hosts.ts';
import { INVITE_OPERATIONS } from './invites.ts';
import { INDUCTION_OPERATIONS } from './induction.ts';
import {
  identifier,
  locationKey,
  optionalText,
  plausibleTime,
  requiredName,
} from './input/index.ts';
import { DEFINED_OPERATION_ENTRIES } from './operations/index.ts';
import { PARKING_BOOKING_OPERATIONS } from './parkingBookings.ts';
import { visitorLogRecord } from './records.ts';
import { VISITOR_LOG_UPDATE_OPERATIONS } from './visitorLogUpdates.ts';

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

/**
 * Gatehouse addition: a kiosk sign-in (the spec's kiosk app is outside the dashboard). Used by the
 * simulator and tests; only ADMIN may call it.
 */
/** The recognition states of a visitor sign-in (spec/visitors.md §3 sourceOfIdentification). */
export const SOURCES_OF_IDENTIFICATION = [
  'recognised',
  'verified',
  'unverified',
  'touchless.accesspass',
  'touchless.unverified',
  'dashboard',
  'external_event',
  'unavailable',
] as const;

export const signInVisitorRequest = z.object({
  EntityHierarchy: locationKey(),
  firstName: requiredName({ max: 100 }),
  lastName: requiredName({ max: 100 }),
  email: z.email().max(320).optional(),
  phoneNumber: optionalText({ max: 30 }),
  company: optionalText({ max: 200 }),
  host: z
    .object({ name: requiredName({ max: 200 }), uniqueAttributeValue: identifier({ max: 320 }) })
    .optional(),
  evtTimeStamp: plausibleTime().optional(),
  /** The agreement version the visitor signed at the kiosk (signed at the sign-in time). */
  agreementVersion: identifier({ max: 100 }).optional(),
  /** How the visitor was recognised (spec/visitors.md §3); 'unverified' when absent. */
  sourceOfIdentification: z.enum(SOURCES_OF_IDENTIFICATION).optional(),
});
export type SignInVisitorRequest = z.infer<typeof signInVisitorRequest>;

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
  'visitorLogOperations/signInVisitor': {
    request: signInVisitorRequest,
    response: z.object({ key: z.literal('OPERATION_PROCESSED'), item: visitorLogRecord }),
    mutates: true,
  },
  ...DEFINED_OPERATION_ENTRIES,
  ...HOST_DIRECTORY_OPERATIONS,
  ...VISITOR_LOG_UPDATE_OPERATIONS,
  ...INVITE_OPERATIONS,
  ...INDUCTION_OPERATIONS,
  ...DIRECTORY_WRITE_OPERATIONS,
  ...PARKING_BOOKING_OPERATIONS,
} as const;

export type OperationName = keyof typeof OPERATIONS;
export type OperationRequest<N extends OperationName> = z.input<(typeof OPERATIONS)[N]['request']>;
export type OperationResponse<N extends OperationName> = z.infer<
  (typeof OPERATIONS)[N]['response']
>;
