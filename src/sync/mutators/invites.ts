import { msg } from '@lingui/core/macro';
import {
  type InviteArrival,
  type InviteRecord,
  lastArrivalChangeId,
  type MarkInviteArrivedRequest,
  markInviteArrivedOperation,
  type UnmarkInviteArrivedRequest,
  unmarkInviteArrived,
} from '../../../contract/index.ts';
import { definedMutator } from './definedMutator.ts';
import { mutator, type RecordTarget } from './types.ts';

/**
 * Marking an invite arrived and reverting it (spec/visitors.md §4) as offline-capable mutators:
 * the contract's transitions applied optimistically, the same ones the server runs. Each names
 * the version of the invite the user saw (its lmt and latest arrival change), so the server can
 * refuse a change made on an outdated invite.
 */

/** The invite as the user saw it. */
export interface InviteArrivalArgs {
  invite: Pick<InviteRecord, 'EntityHierarchy' | 'EventUidEmail' | 'lmt'> & Record<string, unknown>;
}
export type MarkInviteArrivedArgs = InviteArrivalArgs & InviteArrival;

const target = (args: InviteArrivalArgs): RecordTarget => ({
  table: 'invites',
  key: [args.invite.EntityHierarchy, args.invite.EventUidEmail],
});

function seenBody(args: InviteArrivalArgs, mutationId: string) {
  const last = lastArrivalChangeId(args.invite);
  return {
    EntityHierarchy: args.invite.EntityHierarchy,
    EventUidEmail: args.invite.EventUidEmail,
    lmt: args.invite.lmt,
    ...(last ? { lastArrivalChangeId: last } : {}),
    mutationId,
  };
}

/** The record rule is the definition's (contract/operations/invites/markArrived.ts). */
export const markInviteArrivedMutator = definedMutator<MarkInviteArrivedArgs>()(
  markInviteArrivedOperation,
  {
    name: 'invites.markArrived',
    label: () => msg`Mark an invited visitor as arrived`,
    request: (args, context): MarkInviteArrivedRequest => ({
      ...seenBody(args, context.mutationId),
      evtTimeStampArrival: args.evtTimeStampArrival,
      evtTZOffsetArrival: args.evtTZOffsetArrival,
      evtTimeZoneArrival: args.evtTimeZoneArrival,
    }),
  },
);

export const revertInviteArrivalMutator = mutator<InviteArrivalArgs, InviteRecord>()({
  name: 'invites.revertArrival',
  label: () => msg`Revert an invited visitor's arrival`,
  affects: (args) => [target(args)],
  apply: (current, _args, context) =>
    unmarkInviteArrived(current, { changeId: context.mutationId, now: context.clientTime }),
  request: (args, context) => ({
    operation: 'inviteOperations/unmarkInviteArrived',
    body: seenBody(args, context.mutationId) satisfies UnmarkInviteArrivedRequest,
  }),
});
