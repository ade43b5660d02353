import { z } from 'zod';
import { unmarkInviteArrivedRequest } from '../../invites.ts';
import { unmarkInviteArrived } from '../../transitions/invites.ts';
import { inviteChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';
import { arrivalTarget } from './arrivalTarget.ts';

/**
 * Reverts an invited visitor's arrival (spec/visitors.md §4): an unknown invite refuses the call;
 * the same change (mutation id) applied already changes nothing. An outdated invite, or an
 * arrival not marked on the dashboard, is the server's refusal (409, its check).
 */
export const revertInviteArrivalOperation = defineOperation({
  name: 'inviteOperations/unmarkInviteArrived',
  request: unmarkInviteArrivedRequest,
  response: z.object({ key: z.literal('UNMARK_ARRIVED_SUCCESS') }),
  mutates: true,
  successKeys: ['UNMARK_ARRIVED_SUCCESS'],
  policy: {
    ...inviteChange,
    connectivity: 'offlineCapable',
    targets: (body) => [body.EntityHierarchy],
  },
  records: {
    family: 'invites',
    missing: 'refuse',
    targets: (request, _caller, now) => [arrivalTarget(request, now)],
    apply: (current, target) => unmarkInviteArrived(current, target.change),
  },
});
