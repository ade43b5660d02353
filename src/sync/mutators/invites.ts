import { msg } from '@lingui/core/macro';
import {
  type InviteArrival,
  type InviteRecord,
  lastArrivalChangeId,
  type MarkInviteArrivedRequest,
  markInviteArrivedOperation,
  revertInviteArrivalOperation,
  type UnmarkInviteArrivedRequest,
} from '../../../contract/index.ts';
import { definedMutator } from './definedMutator.ts';

/**
 * Marking an invite arrived and reverting it (spec/visitors.md §4) as offline-capable mutators:
 * their definitions' rules (contract/operations/invites/) applied optimistically, the same ones
 * the server runs. Each names
 * the version of the invite the user saw (its lmt and latest arrival change), so the server can
 * refuse a change made on an outdated invite.
 */

/** The invite as the user saw it. */
export interface InviteArrivalArgs {
  invite: Pick<InviteRecord, 'EntityHierarchy' | 'EventUidEmail' | 'lmt'> & Record<string, unknown>;
}
export type MarkInviteArrivedArgs = InviteArrivalArgs & InviteArrival;

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

/** The record rule is the definition's (contract/operations/invites/revertArrival.ts). */
export const revertInviteArrivalMutator = definedMutator<InviteArrivalArgs>()(
  revertInviteArrivalOperation,
  {
    name: 'invites.revertArrival',
    label: () => msg`Revert an invited visitor's arrival`,
    request: (args, context): UnmarkInviteArrivedRequest => seenBody(args, context.mutationId),
  },
);
