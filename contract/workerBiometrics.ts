import { z } from 'zod';
import { identifier, safeString } from './input/index.ts';
import { epochMs } from './records.ts';
import { workerEventRef } from './workerCorrections.ts';

export {
  BADGE_NR_UNCHANGED,
  BADGE_NR_UPDATED,
  BIOMETRIC_ACCEPTED,
  BIOMETRIC_REJECTED,
  badgeNumberOf,
  IMAGE_ACCEPTED,
  NO_IMAGE,
  REF_IMAGE_REMOVED,
  REJECT_SUCCESS,
} from './workerKeys.ts';

/**
 * Biometric image review and badge capture of worker log events (spec/workers.md §2, §4, §7).
 * The review acts on images only the server holds, so it is online only; each answer carries the
 * worker's events of `dateToReturn` (the pairs update from them, and from the change events).
 */

/** The day whose events the answer returns: any time of that day (epoch ms, server's zone). */
const dateToReturn = epochMs;

export const acceptLogImageRequest = z.object({ ...workerEventRef.shape, dateToReturn });
export type AcceptLogImageRequest = z.infer<typeof acceptLogImageRequest>;

export const removeReferenceImageRequest = z.object({
  ...workerEventRef.shape,
  ProfileId: identifier({ max: 200 }),
  s3ImageKey: identifier({ max: 1000 }),
  dateToReturn,
});
export type RemoveReferenceImageRequest = z.infer<typeof removeReferenceImageRequest>;

export const rejectLogImageRequest = z.object({
  workerDetails: z.object({ ...workerEventRef.shape, dateToReturn: z.optional(dateToReturn) }),
});
export type RejectLogImageRequest = z.infer<typeof rejectLogImageRequest>;

/** Links a badge (access card) number to a worker log entry. */
export const captureWorkerBadgeNumberRequest = z.object({
  ...workerEventRef.shape,
  badgeNumber: safeString({ max: 100, min: 1, trim: true, singleLine: true }),
});
export type CaptureWorkerBadgeNumberRequest = z.infer<typeof captureWorkerBadgeNumberRequest>;
