import { defineOperation } from '../defineOperation.ts';
import { inviteKeysChange } from './inviteKeysChange.ts';

/**
 * Sends invitations again (spec/visitors.md §7): counts of successes and failures, an invite that
 * is gone or has no email or number being a failure. Online only, so no record write here: the
 * handler counts per invite.
 */
export const resendInviteOperation = defineOperation({
  name: 'inviteOperations/resendInvite',
  ...inviteKeysChange('inviteLogResend'),
});
