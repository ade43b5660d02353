import {
  ADMIN_DELETE_SCREENING_SUCCESSFUL,
  ADMIN_RESET_SCREENING_SUCCESSFUL,
} from '../../../contract/preScreening.ts';
import { recordWriteOf, resetScreeningOperation } from '../../../contract/operations/index.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { writeDefinedRecords } from '../records/definedWrite.ts';

/**
 * The administrator's reset of a failed screening, or the deletion of the instance (spec/workers.md
 * §4, §5, §7): its definition's write (contract/operations/workers/resetScreening.ts), whose
 * refusals answer 409 PROCESS_INSTANCE_OBSOLETE or SCREENING_NOT_FAILED.
 */
export const preScreeningAdminResetFailedScreening: OperationHandler<
  'preScreeningOperations/preScreeningAdminResetFailedScreening'
> = async ({ sql, caller, now }, body) => {
  await writeDefinedRecords(sql, recordWriteOf(resetScreeningOperation), body, caller, now);
  return {
    key: body.resetOperation.shouldDeleteInstance
      ? ADMIN_DELETE_SCREENING_SUCCESSFUL
      : ADMIN_RESET_SCREENING_SUCCESSFUL,
  };
};
