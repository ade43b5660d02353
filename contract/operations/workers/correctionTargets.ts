import type { Correction } from '../../transitions/workerCorrections.ts';
import { hasCorrection, isSeenVersion } from '../../transitions/workerCorrections.ts';
import { correctionResponse } from '../../workerCorrections.ts';
import {
  CLOCK_EVENT_EXISTS,
  CLOCK_EVENT_EXISTS_MESSAGE,
  CORRECTION_APPLIED,
  CORRECTION_NOT_POSSIBLE,
  LOG_ITEM_OUTDATED_MESSAGE,
  PROCESS_INSTANCE_OBSOLETE,
} from '../../workerKeys.ts';
import { workerCorrection } from '../accessRequirements.ts';
import type { OperationCaller, RecordImage, RecordRef, Refusal } from '../defineOperation.ts';

/**
 * What the worker log corrections' definitions share (spec/workers.md §4): the correction each
 * target carries (its author and time come from `targets`, so `apply` stays pure) and the
 * refusals the server answers, in the spec's words.
 */

/** What every correction's definition says alike: its answer, success key and access policy. */
export const correctionOperation = {
  response: correctionResponse,
  mutates: true,
  successKeys: [CORRECTION_APPLIED],
  policy: workerCorrection,
} as const;

/**
 * The refusal of a correction to the event it names, unless that event is gone (the write
 * refuses it) or already carries this correction (a repeat leaves it as it is).
 */
export function unlessRepeated(
  current: RecordImage | undefined,
  target: CorrectionTarget,
  refusal: (current: RecordImage) => Refusal | null,
): Refusal | null {
  return !current || hasCorrection(current, target.correction.correctionId)
    ? null
    : refusal(current);
}

/** A record a correction writes, with the correction and (for creates) the image to create. */
export interface CorrectionTarget extends RecordRef {
  correction: Correction;
  /** The event the correction derives from (the write's source), as read. */
  source?: RecordImage;
  /** The image created at this key (a create's target). */
  created?: RecordImage;
}

/** The correction of a request by its caller at `now` (the mutation id names it). */
export function correctionOf(
  request: { mutationId: string; correctionComment: string },
  caller: OperationCaller,
  now: number,
): Correction {
  return {
    correctionId: request.mutationId,
    comment: request.correctionComment,
    user: caller.name,
    email: caller.email,
    now,
  };
}

/** The event a request names, as a record reference. */
export const eventRef = (request: { EntityHierarchy: string; evtTimeStampProfileID: string }) => ({
  hierarchy: request.EntityHierarchy,
  key: request.evtTimeStampProfileID,
});

/** The records part shared by corrections that write new events from the one they name. */
export const fromSourceEvent = { family: 'workerLog', missing: 'pass', source: eventRef } as const;

/** The one entry a correction changes in place, with the correction. */
const correctedEntry = (
  request: { EntityHierarchy: string; evtTimeStampProfileID: string } & Parameters<
    typeof correctionOf
  >[0],
  caller: OperationCaller,
  now: number,
): CorrectionTarget[] => [{ ...eventRef(request), correction: correctionOf(request, caller, now) }];

/** The records part shared by corrections that change the entry they name (unknown: refused). */
export const inPlaceCorrection = {
  family: 'workerLog',
  missing: 'refuse',
  targets: correctedEntry,
} as const;

/** 409 PROCESS_INSTANCE_OBSOLETE unless `stored` is the version the user corrected. */
export function outdatedRefusal(
  stored: RecordImage,
  seen: { lmt: number; lastCorrectionId?: string | undefined },
): Refusal | null {
  return isSeenVersion(stored, seen)
    ? null
    : { status: 409, key: PROCESS_INSTANCE_OBSOLETE, message: LOG_ITEM_OUTDATED_MESSAGE };
}

/** A refusal of the contract's rules (null: none) as a 409 CORRECTION_NOT_POSSIBLE. */
export const notPossible = (reason: string | null): Refusal | null =>
  reason === null ? null : { status: 409, key: CORRECTION_NOT_POSSIBLE, message: reason };

/** 409 CLOCK_EVENT_EXISTS when a created event's key is taken. */
export const existingEventRefusal = (current: RecordImage | undefined): Refusal | null =>
  current === undefined
    ? null
    : { status: 409, key: CLOCK_EVENT_EXISTS, message: CLOCK_EVENT_EXISTS_MESSAGE };

/** 400 VALIDATION_FAILED for an event without a profile id (no key for its new events). */
export const noProfileId = (key: string): Refusal => ({
  status: 400,
  key: 'VALIDATION_FAILED',
  message: `${key} has no ProfileId`,
});

/** The first refusal of a list (null: none). */
export const firstRefusal = (...refusals: (Refusal | null)[]): Refusal | null =>
  refusals.find((refusal) => refusal !== null) ?? null;
