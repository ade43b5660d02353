import {
  convertRefusal,
  convertToClockOut,
  hasCorrection,
} from '../../transitions/workerCorrections.ts';
import { convertToClockOutRequest, correctionResponse } from '../../workerCorrections.ts';
import { CORRECTION_APPLIED } from '../../workerKeys.ts';
import { workerCorrection } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';
import {
  type CorrectionTarget,
  correctionOf,
  eventRef,
  firstRefusal,
  notPossible,
  outdatedRefusal,
} from './correctionTargets.ts';

/**
 * Converts a clock-in to a clock-out (spec/workers.md §4): refused when the entry changed since
 * the user saw it (409 PROCESS_INSTANCE_OBSOLETE) or is not a clock-in (409
 * CORRECTION_NOT_POSSIBLE); a repeat of the same correction leaves it as it is.
 */
export const convertToClockOutOperation = defineOperation({
  name: 'workerLogOperations/convertClockInToClockOut',
  request: convertToClockOutRequest,
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
        : firstRefusal(outdatedRefusal(current, request), notPossible(convertRefusal(current))),
    apply: (current, target) => convertToClockOut(current, target.correction),
  },
});
