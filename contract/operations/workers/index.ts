import { addLogCommentOperation } from './addLogComment.ts';
import { adjustClockTimeOperation } from './adjustClockTime.ts';
import { captureWorkerBadgeOperation } from './captureBadge.ts';
import { convertToClockOutOperation } from './convertToClockOut.ts';
import { createClockOutOperation } from './createClockOut.ts';
import { createShiftPairOperation } from './createShiftPair.ts';
import {
  acceptLogImageOperation,
  rejectLogImageOperation,
  removeReferenceImageOperation,
} from './imageReview.ts';
import { recordClockEventOperation } from './recordClockEvent.ts';
import { recordPreScreeningOperation } from './recordPreScreening.ts';
import { resetScreeningOperation } from './resetScreening.ts';

/** The worker log's corrections (each answers the changes of its write: transactionResult). */
export const WORKER_CORRECTION_DEFINITIONS = [
  convertToClockOutOperation,
  adjustClockTimeOperation,
  createClockOutOperation,
  createShiftPairOperation,
  addLogCommentOperation,
] as const;

/** The workers area's operations (listed in DEFINED_OPERATIONS). */
export const WORKER_OPERATIONS = [
  captureWorkerBadgeOperation,
  ...WORKER_CORRECTION_DEFINITIONS,
  acceptLogImageOperation,
  rejectLogImageOperation,
  removeReferenceImageOperation,
  resetScreeningOperation,
  recordClockEventOperation,
  recordPreScreeningOperation,
] as const;

export * from './addLogComment.ts';
export * from './adjustClockTime.ts';
export * from './captureBadge.ts';
export * from './convertToClockOut.ts';
export * from './correctionTargets.ts';
export * from './createClockOut.ts';
export * from './createShiftPair.ts';
export * from './imageReview.ts';
export * from './recordClockEvent.ts';
export * from './recordPreScreening.ts';
export * from './resetScreening.ts';
