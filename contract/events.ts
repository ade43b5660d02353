import { z } from 'zod';
import { epochMs, hierarchyKey } from './records.ts';

export const LIVE_EVENT_TYPES = ['INSERT', 'MODIFY', 'REMOVE'] as const;

/**
 * A live event published on `{topicFamily}/{h}` after the write committed. `eventTime` is the
 * record's time-field value, so the client can check the loaded range even for a REMOVE.
 * INSERT and MODIFY carry the whole new record in `NewImage`.
 */
export const liveEvent = z.object({
  eventType: z.enum(LIVE_EVENT_TYPES),
  family: z.string().min(1),
  EntityHierarchy: hierarchyKey,
  key: z.string().min(1),
  changeSeq: z.number().int().nonnegative(),
  lmt: epochMs,
  eventTime: z.nullable(epochMs),
  NewImage: z.record(z.string(), z.unknown()).optional(),
});
export type LiveEvent = z.infer<typeof liveEvent>;

/** Organisation-wide notices on `globalEvents/{organisation}` (INSERT / REMOVE). */
export const globalEvent = z.object({
  eventType: z.enum(['INSERT', 'REMOVE']),
  subject: z.string().min(1),
  EntityHierarchy: z.optional(hierarchyKey),
  lmt: epochMs,
});
export type GlobalEvent = z.infer<typeof globalEvent>;
