import { markInviteArrivedRequest } from '../../invites.ts';
import { markInviteArrived } from '../../transitions/invites.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';
import { arrivalPolicy, arrivalRecords } from './arrivalTarget.ts';

/**
 * Marks an invited visitor arrived (spec/visitors.md §4): an unknown invite refuses the call; the
 * same change (mutation id) applied already changes nothing. A change made on an outdated invite,
 * or on one arrived already, is the server's refusal (409, its check).
 */
export const markInviteArrivedOperation = defineOperation({
  name: 'inviteOperations/markInviteArrived',
  request: markInviteArrivedRequest,
  ...answeredBy('MARK_ARRIVED_SUCCESS'),
  mutates: true,
  policy: arrivalPolicy,
  records: {
    ...arrivalRecords,
    apply: (current, target, request) => markInviteArrived(current, request, target.change),
  },
});
