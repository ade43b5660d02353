import { z } from 'zod';
import { mutationId } from './evacuation.ts';
import type { workerLogRecord } from './familyRecords.ts';
import { identifier, locationKey, plausibleTime, safeString } from './input/index.ts';
import { epochMs } from './records.ts';

/**
 * Corrections to worker log events (spec/workers.md §4 "Corrections to worker events", §7 "Employee
 * log corrections", §8). The spec does not show their paths: Gatehouse names one operation per
 * correction in workerLogOperations. Each is offline-capable (a mutator on the client) and each
 * appends a correction entry to correctionsHistory and updates lmt.
 */

/** A worker (attendance) log event as the server sends it (workers.md §3). */
export type WorkerLogRecord = z.infer<typeof workerLogRecord>;

export const CORRECTION_TYPES = [
  'CONVERT_TO_CLOCK_OUT',
  'ADJUST_CLOCK_IN',
  'ADJUST_CLOCK_OUT',
  'CREATE_CLOCK_OUT',
  'CREATE_PAIR',
  'COMMENT',
] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

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

/** The result keys of the corrections (workers.md §7: the transaction's result). */
export const CORRECTION_APPLIED = 'OPERATION_PROCESSED';
/** A clock in or out already exists at the new key (the transaction's conditional check). */
export const CLOCK_EVENT_EXISTS = 'CLOCK_EVENT_EXISTS';
export const CLOCK_EVENT_EXISTS_MESSAGE =
  'A clock in/out for the specified dates/times already exists - please correct your entries';
/** The record changed since the user saw it (workers.md §8). */
export const PROCESS_INSTANCE_OBSOLETE = 'PROCESS_INSTANCE_OBSOLETE';
export const LOG_ITEM_OUTDATED_MESSAGE =
  'The log item is outdated - please refresh the log and try again';
/** The correction does not fit the event (a clock-out converted, a clock-out before its in). */
export const CORRECTION_NOT_POSSIBLE = 'CORRECTION_NOT_POSSIBLE';

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

export const WORKER_CORRECTION_OPERATIONS = {
  'workerLogOperations/convertClockInToClockOut': {
    request: convertToClockOutRequest,
    response: correctionResponse,
    mutates: true,
  },
  'workerLogOperations/adjustClockTime': {
    request: adjustClockTimeRequest,
    response: correctionResponse,
    mutates: true,
  },
  'workerLogOperations/createClockOut': {
    request: createClockOutRequest,
    response: correctionResponse,
    mutates: true,
  },
  'workerLogOperations/createShiftPair': {
    request: createShiftPairRequest,
    response: correctionResponse,
    mutates: true,
  },
  'workerLogOperations/addLogComment': {
    request: addLogCommentRequest,
    response: correctionResponse,
    mutates: true,
  },
} as const;
