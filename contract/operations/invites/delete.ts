import { defineOperation } from '../defineOperation.ts';
import { inviteKeysChange } from './inviteKeysChange.ts';

/**
 * Removes invites (spec/visitors.md §7): counts of successes and failures, an invite already gone
 * being a failure. Online only, so no record write here: the handler counts per invite.
 */
export const deleteInviteOperation = defineOperation({
  name: 'inviteOperations/deleteInvite',
  ...inviteKeysChange('inviteLogDelete'),
});
