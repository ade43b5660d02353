import { markInviteArrivedOperation } from './markArrived.ts';
import { revertInviteArrivalOperation } from './revertArrival.ts';

/** The invites area's operations (listed in DEFINED_OPERATIONS). */
export const INVITE_OPERATIONS = [
  markInviteArrivedOperation,
  revertInviteArrivalOperation,
] as const;

export * from './markArrived.ts';
export * from './revertArrival.ts';
