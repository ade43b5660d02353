import { inviteCountsResponse, inviteKeysRequest } from '../../invites.ts';
import { inviteChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * Sends invitations again (spec/visitors.md §7): counts of successes and failures, an invite that
 * is gone or has no email or number being a failure. Online only, so no record write here: the
 * handler counts per invite.
 */
export const resendInviteOperation = defineOperation({
  name: 'inviteOperations/resendInvite',
  request: inviteKeysRequest,
  response: inviteCountsResponse,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    ...inviteChange,
    features: ['inviteLog', 'inviteLogResend'],
    targets: (body) => body.inviteKey.map((ref) => ref.EntityHierarchy),
  },
});
