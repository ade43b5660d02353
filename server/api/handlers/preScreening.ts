import {
  ADMIN_DELETE_SCREENING_SUCCESSFUL,
  ADMIN_RESET_SCREENING_SUCCESSFUL,
  SCREENING_NOT_FAILED,
} from '../../../contract/preScreening.ts';
import { resetRefusal, resetScreening } from '../../../contract/transitions/preScreening.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { modifyRecords } from '../records/modifyRecords.ts';
import { logItemOutdated } from '../workers/workerEvents.ts';

/**
 * The administrator's reset of a failed screening, or the deletion of the instance (spec/workers.md
 * §4, §5, §7): the stored item must still have the lmt and status the administrator saw
 * (409 PROCESS_INSTANCE_OBSOLETE otherwise, also when it is gone); only a FAILED one is reset.
 */
export const preScreeningAdminResetFailedScreening: OperationHandler<
  'preScreeningOperations/preScreeningAdminResetFailedScreening'
> = async ({ sql, caller, now }, { resetOperation }) => {
  await modifyRecords(
    sql,
    'preScreening',
    [{ hierarchy: resetOperation.EntityHierarchy, key: resetOperation.preScreeningDateProfileID }],
    (current) => {
      const refusal = resetRefusal(current, resetOperation);
      if (refusal === 'PROCESS_INSTANCE_OBSOLETE') throw logItemOutdated();
      if (refusal === SCREENING_NOT_FAILED) {
        throw new ApiError(409, SCREENING_NOT_FAILED, 'Only a failed screening can be reset');
      }
      return resetScreening(current, resetOperation, {
        user: caller.name,
        email: caller.email,
        now,
      });
    },
    { missing: 'pass', now },
  );
  return {
    key: resetOperation.shouldDeleteInstance
      ? ADMIN_DELETE_SCREENING_SUCCESSFUL
      : ADMIN_RESET_SCREENING_SUCCESSFUL,
  };
};
