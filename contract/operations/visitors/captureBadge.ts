import { withVisitorBadgeNumber } from '../../transitions/visitorLogUpdates.ts';
import { captureVisitorBadgeNumberRequest } from '../../visitorLogUpdates.ts';
import { visitorRecordUpdate } from '../accessRequirements.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';
import { eventTimingEntry } from './visitorTargets.ts';

/**
 * Links an access card number to a visitor log record (spec/visitors.md §5); an unknown record
 * refuses the call. An empty or unchanged number leaves the record as it is; the server refuses
 * it besides (400 BADGE_NR_NOT_UPDATED, its check).
 */
export const captureVisitorBadgeOperation = defineOperation({
  name: 'visitorLogOperations/captureVisitorBadgeNumber',
  request: captureVisitorBadgeNumberRequest,
  ...answeredBy('BADGE_NR_UPDATED'),
  mutates: true,
  policy: visitorRecordUpdate,
  records: {
    ...eventTimingEntry,
    apply: (current, _target, { badgeNumber }) => withVisitorBadgeNumber(current, badgeNumber),
  },
});
