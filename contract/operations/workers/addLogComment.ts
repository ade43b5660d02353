import { commentedEvent, hasCorrection } from '../../transitions/workerCorrections.ts';
import { addLogCommentRequest, correctionResponse } from '../../workerCorrections.ts';
import { CORRECTION_APPLIED } from '../../workerKeys.ts';
import { workerCorrection } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';
import {
  type CorrectionTarget,
  correctionOf,
  eventRef,
  outdatedRefusal,
} from './correctionTargets.ts';

/**
 * Adds a comment to a worker log entry's correction history (spec/workers.md §4): refused (409
 * PROCESS_INSTANCE_OBSOLETE) when the entry changed since the user saw it; a repeat of the same
 * correction leaves it as it is.
 */
export const addLogCommentOperation = defineOperation({
  name: 'workerLogOperations/addLogComment',
  request: addLogCommentRequest,
  response: correctionResponse,
  mutates: true,
  successKeys: [CORRECTION_APPLIED],
  policy: workerCorrection,
  records: {
    family: 'workerLog',
    missing: 'refuse',
    targets: (request, caller, now): CorrectionTarget[] => [
      { ...eventRef(request), correction: correctionOf(request, caller, now) },
    ],
    refusal: (current, target, request) =>
      !current || hasCorrection(current, target.correction.correctionId)
        ? null
        : outdatedRefusal(current, request),
    apply: (current, target) => commentedEvent(current, target.correction),
  },
});
