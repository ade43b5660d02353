import { unmarkInviteArrivedRequest } from '../../invites.ts';
import { unmarkInviteArrived } from '../../transitions/invites.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';
import { arrivalPolicy, arrivalRecords } from './arrivalTarget.ts';

/**
 * Reverts an invited visitor's arrival (spec/visitors.md §4): an unknown invite refuses the call;
 * the same change (mutation id) applied already changes nothing. An outdated invite, or an
 * arrival not marked on the dashboard, is the server's refusal (409, its check).
 */
export const revertInviteArrivalOperation = defineOperation({
  name: 'inviteOperations/unmarkInviteArrived',
  request: unmarkInviteArrivedRequest,
  ...answeredBy('UNMARK_ARRIVED_SUCCESS'),
  mutates: true,
  policy: arrivalPolicy,
  records: {
    ...arrivalRecords,
    apply: (current, target) => unmarkInviteArrived(current, target.change),
  },
});
