import { z } from 'zod';
import { mutationId } from './evacuation.ts';
import type { workerLogRecord } from './familyRecords.ts';
import { identifier, locationKey, plausibleTime, safeString } from './input/index.ts';
import { epochMs } from './records.ts';
import { CORRECTION_APPLIED } from './workerKeys.ts';

export {
  CLOCK_EVENT_EXISTS,
  CLOCK_EVENT_EXISTS_MESSAGE,
  CORRECTION_APPLIED,
  CORRECTION_NOT_POSSIBLE,
  CORRECTION_TYPES,
  type CorrectionType,
  LOG_ITEM_OUTDATED_MESSAGE,
  PROCESS_INSTANCE_OBSOLETE,
} from './workerKeys.ts';

/**
 * Corrections to worker log events (spec/workers.md §4 "Corrections to worker events", §7 "Employee
 * log corrections", §8). The spec does not show their paths: Gatehouse names one operation per
 * correction in workerLogOperations. Each is offline-capable (a mutator on the client) and each
 * appends a correction entry to correctionsHistory and updates lmt.
 */

/** A worker (attendance) log event as the server sends it (workers.md §3). */
export type WorkerLogRecord = z.infer<typeof workerLogRecord>;

/**
 * One entry of correctionsHistory (workers.md §3). `correctionId` is the mutation id of the
 * correction (the outbox row's id), `correctionTiming` the lmt the correction wrote.
 */
export const correctionEntry = z.looseObject({
  correctionId: z.string().min(1),
  correctionType: z.string().min(1),
  correctionComment: z.string().optional(),
  user: z.string(),
  email: z.string(),
  correctionTiming: epochMs,
  preCorrectionValues: z.record(z.string(), z.unknown()).optional(),
});
export type CorrectionEntry = z.infer<typeof correctionEntry>;

/** A worker log event by its key. */
export const workerEventRef = z.object({
  EntityHierarchy: locationKey(),
  evtTimeStampProfileID: identifier({ max: 500 }),
});
export type WorkerEventRef = z.infer<typeof workerEventRef>;

/**
 * The version of the event the user corrected: its lmt, and the id of its latest correction.
 * The server refuses a correction with PROCESS_INSTANCE_OBSOLETE unless the stored event still
 * has that lmt, or its only change since is that latest correction (this device's own correction
 * queued before, whose lmt the device could not know): see contract/transitions/workerCorrections.
 */
export const seenVersion = {
  lmt: epochMs,
  lastCorrectionId: mutationId.optional(),
};

/** What every correction carries: why, and the mutation id that names its history entry. */
const correctionFields = {
  correctionComment: safeString({ max: 1000, min: 1, trim: true }),
  mutationId,
};

export const convertToClockOutRequest = z.object({
  ...workerEventRef.shape,
  ...seenVersion,
  ...correctionFields,
});
export type ConvertToClockOutRequest = z.infer<typeof convertToClockOutRequest>;

/** Moves a clock in or out to `newEvtTimeStamp`: the event is re-keyed in one transaction. */
export const adjustClockTimeRequest = z.object({
  ...workerEventRef.shape,
  ...seenVersion,
  ...correctionFields,
  newEvtTimeStamp: plausibleTime(),
});
export type AdjustClockTimeRequest = z.infer<typeof adjustClockTimeRequest>;

/** A clock-out for the clock-in `evtTimeStampProfileID`, at `clockOutTimeStamp`. */
export const createClockOutRequest = z.object({
  ...workerEventRef.shape,
  ...seenVersion,
  ...correctionFields,
  clockOutTimeStamp: plausibleTime(),
});
export type CreateClockOutRequest = z.infer<typeof createClockOutRequest>;

/**
 * A whole new in/out pair for the worker of the event `evtTimeStampProfileID` (whose profile and
 * details the new events copy), at the same location.
 */
export const createShiftPairRequest = z
  .object({
    ...workerEventRef.shape,
    ...correctionFields,
    clockInTimeStamp: plausibleTime(),
    clockOutTimeStamp: plausibleTime(),
  })
  .refine((body) => body.clockInTimeStamp < body.clockOutTimeStamp, {
    message: 'clockOutTimeStamp must be after clockInTimeStamp',
    path: ['clockOutTimeStamp'],
  });
export type CreateShiftPairRequest = z.infer<typeof createShiftPairRequest>;

export const addLogCommentRequest = z.object({
  ...workerEventRef.shape,
  ...seenVersion,
  ...correctionFields,
});
export type AddLogCommentRequest = z.infer<typeof addLogCommentRequest>;

/** What the transaction did to each event (workers.md §7 transactionResult). */
export const correctionResponse = z.object({
  key: z.literal(CORRECTION_APPLIED),
  transactionResult: z.array(
    z.object({
      EntityHierarchy: z.string(),
      evtTimeStampProfileID: z.string(),
      change: z.enum(['INSERT', 'MODIFY', 'REMOVE', 'UNCHANGED']),
    }),
  ),
});
