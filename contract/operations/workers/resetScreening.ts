import { z } from 'zod';
import {
  ADMIN_DELETE_SCREENING_SUCCESSFUL,
  ADMIN_RESET_SCREENING_SUCCESSFUL,
  resetFailedScreeningRequest,
  SCREENING_NOT_FAILED,
} from '../../preScreening.ts';
import {
  resetRefusal,
  resetScreening,
  type ScreeningAdmin,
} from '../../transitions/preScreening.ts';
import { LOG_ITEM_OUTDATED_MESSAGE, PROCESS_INSTANCE_OBSOLETE } from '../../workerKeys.ts';
import { NOT_HOST } from '../accessRequirements.ts';
import { defineOperation, type RecordRef } from '../defineOperation.ts';

interface ResetTarget extends RecordRef {
  admin: ScreeningAdmin;
}

/**
 * The administrator's reset of a failed screening, or the deletion of the instance (spec/workers.md
 * §4, §5, §7): amPreScreeningAdmin where the screening log is on, online only. The stored item
 * must still have the lmt and status the administrator saw (409 PROCESS_INSTANCE_OBSOLETE
 * otherwise, also when it is gone); only a FAILED one is reset (409 SCREENING_NOT_FAILED).
 */
export const resetScreeningOperation = defineOperation({
  name: 'preScreeningOperations/preScreeningAdminResetFailedScreening',
  request: resetFailedScreeningRequest,
  response: z.object({
    key: z.enum([ADMIN_RESET_SCREENING_SUCCESSFUL, ADMIN_DELETE_SCREENING_SUCCESSFUL]),
  }),
  mutates: true,
  successKeys: [ADMIN_RESET_SCREENING_SUCCESSFUL, ADMIN_DELETE_SCREENING_SUCCESSFUL],
  policy: {
    roles: NOT_HOST,
    accountFlags: ['amPreScreeningAdmin'],
    module: 'employee',
    features: ['employeeScreeningLog'],
    connectivity: 'onlineOnly',
    targets: (body) => [body.resetOperation.EntityHierarchy],
  },
  records: {
    family: 'preScreening',
    missing: 'pass',
    targets: ({ resetOperation }, caller, now): ResetTarget[] => [
      {
        hierarchy: resetOperation.EntityHierarchy,
        key: resetOperation.preScreeningDateProfileID,
        admin: { user: caller.name, email: caller.email, now },
      },
    ],
    refusal: (current, _target, { resetOperation }) => {
      const refusal = resetRefusal(current, resetOperation);
      if (refusal === 'PROCESS_INSTANCE_OBSOLETE') {
        return { status: 409, key: PROCESS_INSTANCE_OBSOLETE, message: LOG_ITEM_OUTDATED_MESSAGE };
      }
      if (refusal === SCREENING_NOT_FAILED) {
        return {
          status: 409,
          key: SCREENING_NOT_FAILED,
          message: 'Only a failed screening can be reset',
        };
      }
      return null;
    },
    apply: (current, target, { resetOperation }) =>
      resetScreening(current, resetOperation, target.admin),
  },
});
