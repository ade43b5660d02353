import { convertRefusal, convertToClockOut } from '../../transitions/workerCorrections.ts';
import { convertToClockOutRequest } from '../../workerCorrections.ts';
import { defineOperation } from '../defineOperation.ts';
import {
  correctionOperation,
  firstRefusal,
  inPlaceCorrection,
  notPossible,
  outdatedRefusal,
  unlessRepeated,
} from './correctionTargets.ts';

/**
 * Converts a clock-in to a clock-out (spec/workers.md §4): refused when the entry changed since
 * the user saw it (409 PROCESS_INSTANCE_OBSOLETE) or is not a clock-in (409
 * CORRECTION_NOT_POSSIBLE); a repeat of the same correction leaves it as it is.
 */
export const convertToClockOutOperation = defineOperation({
  name: 'workerLogOperations/convertClockInToClockOut',
  request: convertToClockOutRequest,
  ...correctionOperation,
  records: {
    ...inPlaceCorrection,
    refusal: (current, target, request) =>
      unlessRepeated(current, target, (event) =>
        firstRefusal(outdatedRefusal(event, request), notPossible(convertRefusal(event))),
      ),
    apply: (current, target) => convertToClockOut(current, target.correction),
  },
});
