import { z } from 'zod';
import { workerLogRecord } from './familyRecords.ts';
import { identifier, safeString } from './input/index.ts';
import { epochMs } from './records.ts';
import { workerEventRef } from './workerCorrections.ts';

/**
 * Biometric image review and badge capture of worker log events (spec/workers.md §2, §4, §7).
 * The review acts on images only the server holds, so it is online only; each answer carries the
 * worker's events of `dateToReturn` (the pairs update from them, and from the change events).
 */

export const IMAGE_ACCEPTED = 'IMAGE_ACCEPTED';
export const REF_IMAGE_REMOVED = 'REF_IMAGE_REMOVED';
export const REJECT_SUCCESS = 'REJECT_SUCCESS';
export const BADGE_NR_UPDATED = 'BADGE_NR_UPDATED';
/** The event has no log image to review, or the reference image named is not the worker's. */
export const NO_IMAGE = 'NO_IMAGE';
/** workers.md §5: an access card number cannot be empty, and an unchanged one is refused. */
export const BADGE_NR_UNCHANGED = 'BADGE_NR_UNCHANGED';

/** What the review stores on the event (workers.md: "values containing _N/A" besides PENDING). */
export const BIOMETRIC_ACCEPTED = 'MANUALLY_ACCEPTED';
export const BIOMETRIC_REJECTED = 'MANUALLY_REJECTED';

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

const logs = z.array(workerLogRecord);

export const WORKER_BIOMETRIC_OPERATIONS = {
  'workerBiometricOperations/acceptLogImage': {
    request: acceptLogImageRequest,
    response: z.object({ key: z.literal(IMAGE_ACCEPTED), returnLogs: logs }),
    mutates: true,
  },
  'workerBiometricOperations/removeReferenceImage': {
    request: removeReferenceImageRequest,
    response: z.object({ key: z.literal(REF_IMAGE_REMOVED), returnLogs: logs }),
    mutates: true,
  },
  'workerBiometricOperations/rejectLogImage': {
    request: rejectLogImageRequest,
    response: z.object({ key: z.literal(REJECT_SUCCESS), rejectedLogs: logs }),
    mutates: true,
  },
  'workerLogOperations/captureWorkerBadgeNumber': {
    request: captureWorkerBadgeNumberRequest,
    response: z.object({ key: z.literal(BADGE_NR_UPDATED) }),
    mutates: true,
  },
} as const;

/** The badge number of a worker log event, as the record holds it. */
export function badgeNumberOf(record: Record<string, unknown>): string | undefined {
  return typeof record.badgeNumber === 'string' ? record.badgeNumber : undefined;
}
