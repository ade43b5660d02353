import { withBadgeNumber } from '../../transitions/workerBiometrics.ts';
import { BADGE_NR_UPDATED, captureWorkerBadgeNumberRequest } from '../../workerBiometrics.ts';
import { workerCorrection } from '../accessRequirements.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';

/**
 * Links a badge number to a worker log entry (spec/workers.md §5): not a time administrator's
 * alone, where the location's badge linking is on; an unknown entry refuses the call. An empty or
 * unchanged number leaves the entry as it is; the server refuses it besides (400
 * BADGE_NR_UNCHANGED, its check).
 */
export const captureWorkerBadgeOperation = defineOperation({
  name: 'workerLogOperations/captureWorkerBadgeNumber',
  request: captureWorkerBadgeNumberRequest,
  ...answeredBy(BADGE_NR_UPDATED),
  mutates: true,
  policy: {
    ...workerCorrection,
    accountFlags: [],
    features: ['employeeLog', 'employeeBadgeLinking'],
  },
  records: {
    family: 'workerLog',
    missing: 'refuse',
    targets: (request) => [
      { hierarchy: request.EntityHierarchy, key: request.evtTimeStampProfileID },
    ],
    apply: (current, _target, { badgeNumber }) => withBadgeNumber(current, badgeNumber),
  },
});
