import { commentedEvent } from '../../transitions/workerCorrections.ts';
import { addLogCommentRequest } from '../../workerCorrections.ts';
import { defineOperation } from '../defineOperation.ts';
import {
  correctionOperation,
  inPlaceCorrection,
  outdatedRefusal,
  unlessRepeated,
} from './correctionTargets.ts';

/**
 * Adds a comment to a worker log entry's correction history (spec/workers.md §4): refused (409
 * PROCESS_INSTANCE_OBSOLETE) when the entry changed since the user saw it; a repeat of the same
 * correction leaves it as it is.
 */
export const addLogCommentOperation = defineOperation({
  name: 'workerLogOperations/addLogComment',
  request: addLogCommentRequest,
  ...correctionOperation,
  records: {
    ...inPlaceCorrection,
    refusal: (current, target, request) =>
      unlessRepeated(current, target, (event) => outdatedRefusal(event, request)),
    apply: (current, target) => commentedEvent(current, target.correction),
  },
});
