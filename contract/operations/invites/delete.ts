import { inviteCountsResponse, inviteKeysRequest } from '../../invites.ts';
import { inviteChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * Removes invites (spec/visitors.md §7): counts of successes and failures, an invite already gone
 * being a failure. Online only, so no record write here: the handler counts per invite.
 */
export const deleteInviteOperation = defineOperation({
  name: 'inviteOperations/deleteInvite',
  request: inviteKeysRequest,
  response: inviteCountsResponse,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    ...inviteChange,
    features: ['inviteLog', 'inviteLogDelete'],
    targets: (body) => body.inviteKey.map((ref) => ref.EntityHierarchy),
  },
});
