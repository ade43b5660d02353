/**
 * Result keys, messages and value lists of the worker log's corrections, image review, badges
 * and the screening reset (spec/workers.md §3, §7, §8), without schemas: the pages read these
 * without loading zod.
 */

export const CORRECTION_TYPES = [
  'CONVERT_TO_CLOCK_OUT',
  'ADJUST_CLOCK_IN',
  'ADJUST_CLOCK_OUT',
  'CREATE_CLOCK_OUT',
  'CREATE_PAIR',
  'COMMENT',
] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

/** The result key of the corrections (workers.md §7: the transaction's result). */
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

export const SCREENING_RESULTS = ['PASSED', 'FAILED', 'INCOMPLETE', 'NONE'] as const;
export type ScreeningResult = (typeof SCREENING_RESULTS)[number];
export const ADMIN_RESET_SCREENING_SUCCESSFUL = 'ADMIN_RESET_SCREENING_SUCCESSFUL';
export const ADMIN_DELETE_SCREENING_SUCCESSFUL = 'ADMIN_DELETE_SCREENING_SUCCESSFUL';
/** Only a FAILED screening can be reset (a delete takes any). */
export const SCREENING_NOT_FAILED = 'SCREENING_NOT_FAILED';

/** The badge number of a worker log event, as the record holds it. */
export function badgeNumberOf(record: Record<string, unknown>): string | undefined {
  return typeof record.badgeNumber === 'string' ? record.badgeNumber : undefined;
}
