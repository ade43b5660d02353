import { z } from 'zod';
import { hierarchyConfiguration } from './hierarchyConfig.ts';
import { epochMs, hierarchyKey, tombstone, visitorLogRecord } from './records.ts';
import { locationAccess } from './session.ts';

/**
 * The HTTP API: `POST /api/{service}/{operation}` with a JSON body. Every request body is checked
 * against `request`; a failure is a 400 `{ key: 'VALIDATION_FAILED', message }`.
 * Mutations accept an `Idempotency-Key` header: the server applies each key once and answers a
 * repeat with the stored answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Far-future end of an open log range (spec/frame.md §9). */
export const OPEN_END = 9999999999999;

export const retrievalQuery = z
  .object({
    hierarchies: z.array(hierarchyKey).min(1).max(500),
    beginTime: epochMs,
    endTime: epochMs,
    /** Answer only upserts and tombstones after this cursor (from a previous answer). */
    changedSince: z.string().regex(/^\d+$/, 'must be a cursor from a previous answer').optional(),
    ProjectionExpression: z.string().optional(),
  })
  .refine((q) => q.beginTime <= q.endTime, { message: 'beginTime must not be after endTime' });

export const retrievalRequest = z.object({ query: retrievalQuery });
export type RetrievalRequest = z.infer<typeof retrievalRequest>;

export function logRetrieved<T extends z.ZodType>(item: T) {
  return z.object({
    key: z.literal('LOG_RETRIEVED'),
    Items: z.array(item),
    /** Records removed after `changedSince` (empty for a full retrieval). */
    removed: z.array(tombstone).default([]),
    /** Pass as `changedSince` to get what changed after this answer. */
    cursor: z.string(),
  });
}

export const asyncResponsePayload = z.object({
  key: z.literal('ASYNC_RESPONSE_PAYLOAD'),
  s3PresignedURL: z.string().min(1),
});
export const cursorExpired = z.object({ key: z.literal('CURSOR_EXPIRED') });

export const visitorLogRetrieved = logRetrieved(visitorLogRecord);
export const retrieveVisitorLogResponse = z.union([
  visitorLogRetrieved,
  asyncResponsePayload,
  cursorExpired,
]);

export const visitorKeyRef = z.object({
  EntityHierarchy: hierarchyKey,
  evtTimeStampProfileID: z.string().min(1),
});

export const signOutVisitorsRequest = z.object({
  userData: z.array(visitorKeyRef).min(1).max(500),
  signOutSource: z.literal('DB'),
  evtTimeStampOut: epochMs,
  evtTZOffsetOut: z.number(),
  evtTimeZoneOut: z.string().min(1),
});
export type SignOutVisitorsRequest = z.infer<typeof signOutVisitorsRequest>;

export const revertSignOutRequest = visitorKeyRef;
export type RevertSignOutRequest = z.infer<typeof revertSignOutRequest>;

/**
 * Gatehouse addition: a kiosk sign-in (the spec's kiosk app is outside the dashboard). Used by the
 * simulator and tests; only ADMIN may call it.
 */
export const signInVisitorRequest = z.object({
  EntityHierarchy: hierarchyKey,
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
  email: z.string().email().optional(),
  phoneNumber: z.string().max(30).optional(),
  company: z.string().max(200).optional(),
  host: z.object({ name: z.string(), uniqueAttributeValue: z.string() }).optional(),
  evtTimeStamp: epochMs.optional(),
});
export type SignInVisitorRequest = z.infer<typeof signInVisitorRequest>;

export const subscribeCredentialRequest = z.object({
  topics: z.array(z.string().min(1).max(300)).min(1).max(8),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _'),
});
export const subscribeCredentialResponse = z.object({
  key: z.literal('CREDENTIAL_RETRIEVED'),
  credential: z.object({ token: z.string(), expiresAt: epochMs, topics: z.array(z.string()) }),
});
export type SubscribeCredential = z.infer<typeof subscribeCredentialResponse>['credential'];

export const accessCredentialRequest = z.object({
  service: z.string().optional(),
  source: z.literal('dashboard'),
});
export const accessCredentialResponse = z.object({
  key: z.literal('CREDENTIAL_RETRIEVED'),
  credential: z.object({ locations: z.array(locationAccess), expiresAt: epochMs }),
});

export const simpleResult = (key: string) => z.object({ key: z.literal(key) });

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
  'visitorLogOperations/retrieveVisitorLog': {
    request: retrievalRequest,
    response: retrieveVisitorLogResponse,
    mutates: false,
  },
  'visitorLogOperations/signOutVisitors': {
    request: signOutVisitorsRequest,
    response: simpleResult('SIGNOUT_SUCCESS'),
    mutates: true,
  },
  'visitorLogOperations/revertSignOut': {
    request: revertSignOutRequest,
    response: simpleResult('REVERT_SIGNOUT_SUCCESS'),
    mutates: true,
  },
  'visitorLogOperations/signInVisitor': {
    request: signInVisitorRequest,
    response: z.object({ key: z.literal('OPERATION_PROCESSED'), item: visitorLogRecord }),
    mutates: true,
  },
} as const;

export type OperationName = keyof typeof OPERATIONS;
export type OperationRequest<N extends OperationName> = z.input<(typeof OPERATIONS)[N]['request']>;
export type OperationResponse<N extends OperationName> = z.infer<
  (typeof OPERATIONS)[N]['response']
>;

/** Error body of every non-2xx answer. */
export const errorBody = z.object({ key: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
