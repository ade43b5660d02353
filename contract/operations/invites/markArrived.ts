import { z } from 'zod';
import { markInviteArrivedRequest } from '../../invites.ts';
import { markInviteArrived } from '../../transitions/invites.ts';
import { inviteChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';
import { arrivalTarget } from './arrivalTarget.ts';

/**
 * Marks an invited visitor arrived (spec/visitors.md §4): an unknown invite refuses the call; the
 * same change (mutation id) applied already changes nothing. A change made on an outdated invite,
 * or on one arrived already, is the server's refusal (409, its check).
 */
export const markInviteArrivedOperation = defineOperation({
  name: 'inviteOperations/markInviteArrived',
  request: markInviteArrivedRequest,
  response: z.object({ key: z.literal('MARK_ARRIVED_SUCCESS') }),
  mutates: true,
  successKeys: ['MARK_ARRIVED_SUCCESS'],
  policy: {
    ...inviteChange,
    connectivity: 'offlineCapable',
    targets: (body) => [body.EntityHierarchy],
  },
  records: {
    family: 'invites',
    missing: 'refuse',
    targets: (request, _caller, now) => [arrivalTarget(request, now)],
    apply: (current, target, request) => markInviteArrived(current, request, target.change),
  },
});
