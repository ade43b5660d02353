import { z } from 'zod';
import { API_KEY_OPERATIONS } from './apiKeys.ts';
import { CUSTOM_FIELD_OPERATIONS } from './customFields.ts';
import { CUSTOM_NOTIFICATION_OPERATIONS } from './customNotifications.ts';
import { LOCATION_SETTINGS_OPERATIONS } from './locationSettings.ts';
import { DIRECTORY_WRITE_OPERATIONS } from './directory/directoryOperations.ts';
import { FAMILY_RETRIEVAL_OPERATIONS } from './familyOperations.ts';
import { hierarchyConfiguration } from './hierarchyConfig.ts';
import { HOST_DIRECTORY_OPERATIONS } from './hosts.ts';
import { INVITE_OPERATIONS } from './invites.ts';
import { INDUCTION_OPERATIONS } from './induction.ts';
import {
  identifier,
  locationKey,
  optionalText,
  plausibleTime,
  requiredName,
  safeString,
} from './input/index.ts';
import { DEFINED_OPERATION_ENTRIES } from './operations/index.ts';
import { PARKING_BOOKING_OPERATIONS } from './parkingBookings.ts';
import { PRE_SCREENING_WRITE_OPERATIONS } from './preScreening.ts';
import { RESOURCE_OPERATIONS } from './resources.ts';
import { epochMs, visitorLogRecord } from './records.ts';
import {
  asyncResponsePayload,
  cursorExpired,
  logRetrieved,
  retrievalRequest,
} from './retrieval.ts';
import { locationAccess } from './session.ts';
import { VISITOR_LOG_UPDATE_OPERATIONS } from './visitorLogUpdates.ts';
import { WORKER_BIOMETRIC_OPERATIONS } from './workerBiometrics.ts';
import { WORKER_CORRECTION_OPERATIONS } from './workerCorrections.ts';

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

export const visitorLogRetrieved = logRetrieved(visitorLogRecord);
export const retrieveVisitorLogResponse = z.union([
  visitorLogRetrieved,
  asyncResponsePayload,
  cursorExpired,
]);

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
});
export type SignInVisitorRequest = z.infer<typeof signInVisitorRequest>;

export const subscribeCredentialRequest = z.object({
  topics: z
    .array(identifier({ max: 300 }))
    .min(1)
    .max(8),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _'),
});
export const subscribeCredentialResponse = z.object({
  key: z.literal('CREDENTIAL_RETRIEVED'),
  /** clientId: the MQTT client id the server issued for this session; connect with exactly it. */
  credential: z.object({
    token: z.string(),
    clientId: z.string(),
    expiresAt: epochMs,
    topics: z.array(z.string()),
  }),
});
export type SubscribeCredential = z.infer<typeof subscribeCredentialResponse>['credential'];

export const accessCredentialRequest = z.object({
  service: optionalText({ max: 100 }),
  source: z.literal('dashboard'),
});
export const accessCredentialResponse = z.object({
  key: z.literal('CREDENTIAL_RETRIEVED'),
  credential: z.object({ locations: z.array(locationAccess), expiresAt: epochMs }),
});

export const simpleResult = (key: string) => z.object({ key: z.literal(key) });

/** The organisation user log entry written after sign-in (spec/frame.md §3, §4). */
export const userLoginAuditRequest = z.object({
  OrganizationId: identifier({ max: 100 }),
  evtTimeStamp: plausibleTime(),
  email: safeString({ max: 320, singleLine: true }),
  event: z.literal('USER_LOGIN'),
  terminalId: identifier({ max: 100 }),
  sub: identifier({ max: 255 }),
  MTHA: z.boolean(),
});
export type UserLoginAuditRequest = z.infer<typeof userLoginAuditRequest>;

/** Registry of operations: request and success-response schemas, and whether it mutates. */
export const OPERATIONS = {
  'hierarchyOperations/retrieveHierarchyConfiguration': {
    request: z.object({}).strict(),
    response: hierarchyConfiguration,
    mutates: false,
  },
  'userOperations/retrieveSubscribeCredential': {
    request: subscribeCredentialRequest,
    response: subscribeCredentialResponse,
    mutates: false,
  },
  'userOperations/retrieveEntityHierarchyAccessCredential': {
    request: accessCredentialRequest,
    response: accessCredentialResponse,
    mutates: false,
  },
  'userOperations/putUserLoginAudit': {
    request: userLoginAuditRequest,
    response: simpleResult('OPERATION_PROCESSED'),
    mutates: true,
  },
  'visitorLogOperations/retrieveVisitorLog': {
    request: retrievalRequest,
    response: retrieveVisitorLogResponse,
    mutates: false,
  },
  'visitorLogOperations/signInVisitor': {
    request: signInVisitorRequest,
    response: z.object({ key: z.literal('OPERATION_PROCESSED'), item: visitorLogRecord }),
    mutates: true,
  },
  ...DEFINED_OPERATION_ENTRIES,
  ...FAMILY_RETRIEVAL_OPERATIONS,
  ...WORKER_CORRECTION_OPERATIONS,
  ...WORKER_BIOMETRIC_OPERATIONS,
  ...PRE_SCREENING_WRITE_OPERATIONS,
  ...API_KEY_OPERATIONS,
  ...HOST_DIRECTORY_OPERATIONS,
  ...VISITOR_LOG_UPDATE_OPERATIONS,
  ...INVITE_OPERATIONS,
  ...INDUCTION_OPERATIONS,
  ...DIRECTORY_WRITE_OPERATIONS,
  ...PARKING_BOOKING_OPERATIONS,
  ...CUSTOM_FIELD_OPERATIONS,
  ...CUSTOM_NOTIFICATION_OPERATIONS,
  ...LOCATION_SETTINGS_OPERATIONS,
  ...RESOURCE_OPERATIONS,
} as const;

export type OperationName = keyof typeof OPERATIONS;
export type OperationRequest<N extends OperationName> = z.input<(typeof OPERATIONS)[N]['request']>;
export type OperationResponse<N extends OperationName> = z.infer<
  (typeof OPERATIONS)[N]['response']
>;
