import { z } from 'zod';
import { cursor, locationKey, safeString } from './input/index.ts';
import { epochMs, tombstone } from './records.ts';

/**
 * The retrieval query every record family shares (hierarchies, time window, `changedSince`).
 * Families without a time field ignore the window. Operations may add their own optional fields
 * (the spec's `bookingTypes`, `readFromArchive`, `stronglyConsistent`).
 */
export const retrievalQueryShape = {
  hierarchies: z.array(locationKey()).min(1).max(500),
  beginTime: epochMs,
  endTime: epochMs,
  /** Answer only upserts and tombstones after this cursor (from a previous answer). */
  changedSince: cursor().optional(),
  ProjectionExpression: safeString({ max: 2000 }).optional(),
};

const windowInOrder = { message: 'beginTime must not be after endTime' };
const inOrder = (q: unknown) => {
  const { beginTime, endTime } = q as { beginTime: number; endTime: number };
  return beginTime <= endTime;
};

/** The shared query plus operation-specific fields, with the window check. */
export function retrievalQueryWith<E extends z.ZodRawShape>(extra: E) {
  return z.object({ ...retrievalQueryShape, ...extra }).refine(inOrder, windowInOrder);
}

export const retrievalQuery = z.object(retrievalQueryShape).refine(inOrder, windowInOrder);

export const retrievalRequest = z.object({ query: retrievalQuery });
export type RetrievalRequest = z.infer<typeof retrievalRequest>;

export function logRetrieved<T extends z.ZodType>(item: T) {
  return z.object({
    key: z.literal('LOG_RETRIEVED'),
    Items: z.array(item),
    /** Records removed after `changedSince` (empty for a full retrieval). */
    removed: z.array(tombstone).default([]),
    /**
     * Pass as `changedSince` to get what changed after this answer. A change-feed sequence number
     * (decimal): the answer reflects every change with `changeSeq` <= cursor, which the client
     * relies on to drop live events the answer already covers (src/sync/live/applyEvents.ts).
     */
    cursor: z.string(),
  });
}

export const asyncResponsePayload = z.object({
  key: z.literal('ASYNC_RESPONSE_PAYLOAD'),
  s3PresignedURL: z.string().min(1),
});
export const cursorExpired = z.object({ key: z.literal('CURSOR_EXPIRED') });

/** What a retrieval answers: the records, a presigned URL to them, or CURSOR_EXPIRED. */
export function retrievalResponse<T extends z.ZodType>(retrieved: T) {
  return z.union([retrieved, asyncResponsePayload, cursorExpired]);
}
