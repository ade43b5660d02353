import { markInviteArrivedOperation } from './markArrived.ts';
import { revertInviteArrivalOperation } from './revertArrival.ts';
import { resendInviteOperation } from './resend.ts';
import { deleteInviteOperation } from './delete.ts';
import { upsertDashboardInvitesOperation } from './upsertDashboard.ts';

/** The invites area's operations (listed in DEFINED_OPERATIONS). */
export const INVITE_OPERATIONS = [
  markInviteArrivedOperation,
  revertInviteArrivalOperation,
  resendInviteOperation,
  deleteInviteOperation,
  upsertDashboardInvitesOperation,
] as const;

export * from './markArrived.ts';
export * from './revertArrival.ts';
export * from './resend.ts';
export * from './delete.ts';
export * from './upsertDashboard.ts';
