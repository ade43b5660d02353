import { inviteSearchString } from '../inviteRules.ts';

/**
 * The invite log's rules (spec/visitors.md §4 "Invite arrival"), used unchanged by the server's
 * handlers and the client's mutators. Marking arrived sets the arrival time, offset and zone,
 * arrivalSource DASHBOARD and lmt; unmarking removes them and updates lmt, and is allowed only
 * when arrivalSource is DASHBOARD. Both need the invite as the user saw it (its lmt).
 *
 * Each change records `arrivalChange` (the mutation id and the lmt it wrote), so a change the
 * device queued offline after another one of its own (mark, then revert) is still recognised as
 * made on the version the user saw: the device shows its own lmt until the server's arrives.
 */

type InviteImage = Record<string, unknown>;

export interface InviteArrival {
  evtTimeStampArrival: number;
  evtTZOffsetArrival: number;
  evtTimeZoneArrival: string;
}

/** Who changes the arrival, and when (the server's clock there, the corrected client time offline). */
export interface ArrivalChange {
  /** The mutation id. */
  changeId: string;
  now: number;
}

/** The version of the invite the user acted on. */
export interface SeenInviteVersion {
  lmt: number;
  /** The id of the invite's latest arrival change as the user saw it, if any. */
  lastArrivalChangeId?: string | undefined;
}

export const INVITE_INSTANCE_OBSOLETE = 'INVITE_INSTANCE_OBSOLETE';
export const ARRIVAL_NOT_REVERTIBLE = 'ARRIVAL_NOT_REVERTIBLE';
export const INVITE_ALREADY_ARRIVED = 'INVITE_ALREADY_ARRIVED';
export type ArrivalRefusal =
  | typeof INVITE_INSTANCE_OBSOLETE
  | typeof ARRIVAL_NOT_REVERTIBLE
  | typeof INVITE_ALREADY_ARRIVED;

/** The server's messages of each refusal (409). */
export const ARRIVAL_REFUSAL_MESSAGES: Record<ArrivalRefusal, string> = {
  INVITE_INSTANCE_OBSOLETE:
    'The invite does not match the latest version, refresh the invite log and try again.',
  ARRIVAL_NOT_REVERTIBLE: 'Only an arrival marked on the dashboard can be reverted.',
  INVITE_ALREADY_ARRIVED: 'The visitor has already arrived.',
};

interface ArrivalChangeRecord {
  changeId: string;
  at: number;
}

function arrivalChangeOf(invite: InviteImage): ArrivalChangeRecord | undefined {
  const change = invite.arrivalChange;
  if (typeof change !== 'object' || change === null) return undefined;
  const { changeId, at } = change as Record<string, unknown>;
  return typeof changeId === 'string' && typeof at === 'number' ? { changeId, at } : undefined;
}

/** The id of the invite's latest arrival change (what a client sends as lastArrivalChangeId). */
export function lastArrivalChangeId(invite: InviteImage): string | undefined {
  return arrivalChangeOf(invite)?.changeId;
}

export function hasArrived(invite: InviteImage): boolean {
  return typeof invite.evtTimeStampArrival === 'number';
}

/** Whether the arrival may be reverted: it was marked on the dashboard. */
export function isArrivalRevertible(invite: InviteImage): boolean {
  return hasArrived(invite) && invite.arrivalSource === 'DASHBOARD';
}

/** Whether `change` is the invite's latest arrival change already (a repeat changes nothing). */
export function hasArrivalChange(invite: InviteImage, changeId: string): boolean {
  return arrivalChangeOf(invite)?.changeId === changeId;
}

/**
 * Whether `stored` is the version the user saw: same lmt, or changed since only by the arrival
 * change `lastArrivalChangeId` (this device's own change, queued before this one).
 */
export function isSeenInviteVersion(stored: InviteImage, seen: SeenInviteVersion): boolean {
  if (stored.lmt === seen.lmt) return true;
  if (seen.lastArrivalChangeId === undefined) return false;
  const last = arrivalChangeOf(stored);
  return last?.changeId === seen.lastArrivalChangeId && last.at === stored.lmt;
}

/** Why the arrival of `stored` cannot be marked (`mark`) or reverted (null: it can). */
export function arrivalRefusal(
  stored: InviteImage,
  action: 'mark' | 'unmark',
  seen: SeenInviteVersion,
): ArrivalRefusal | null {
  if (!isSeenInviteVersion(stored, seen)) return INVITE_INSTANCE_OBSOLETE;
  if (action === 'mark' && hasArrived(stored)) return INVITE_ALREADY_ARRIVED;
  if (action === 'unmark' && !isArrivalRevertible(stored)) return ARRIVAL_NOT_REVERTIBLE;
  return null;
}

/** A change's lmt: never at or before the lmt it replaces. */
export function nextInviteLmt(current: InviteImage, now: number): number {
  const lmt = typeof current.lmt === 'number' ? current.lmt : 0;
  return Math.max(now, lmt + 1);
}

/** The invite marked arrived now (an invite already changed by `change` is kept as it is). */
export function markInviteArrived<R extends InviteImage>(
  current: R | undefined,
  arrival: InviteArrival,
  change: ArrivalChange,
): R | null {
  if (current === undefined) return null;
  if (hasArrivalChange(current, change.changeId)) return current;
  const at = nextInviteLmt(current, change.now);
  const marked = {
    ...current,
    evtTimeStampArrival: arrival.evtTimeStampArrival,
    evtTZOffsetArrival: arrival.evtTZOffsetArrival,
    evtTimeZoneArrival: arrival.evtTimeZoneArrival,
    arrivalSource: 'DASHBOARD',
    lmt: at,
    arrivalChange: { changeId: change.changeId, at },
  };
  return { ...marked, searchString: inviteSearchString(marked) };
}

/** The invite with its arrival removed (an invite already changed by `change` is kept). */
export function unmarkInviteArrived<R extends InviteImage>(
  current: R | undefined,
  change: ArrivalChange,
): R | null {
  if (current === undefined) return null;
  if (hasArrivalChange(current, change.changeId)) return current;
  const {
    evtTimeStampArrival: _time,
    evtTZOffsetArrival: _offset,
    evtTimeZoneArrival: _zone,
    arrivalSource: _source,
    ...rest
  } = current;
  const at = nextInviteLmt(current, change.now);
  const unmarked = { ...rest, lmt: at, arrivalChange: { changeId: change.changeId, at } };
  // Only the four arrival fields are dropped; every other field of R is kept.
  const next: Omit<R, keyof InviteArrival | 'arrivalSource'> = {
    ...unmarked,
    searchString: inviteSearchString(unmarked),
  };
  return next as R;
}

/** Whether an invitation can be (re)sent: the invite has an email or a mobile number. */
export function canSendInvite(invite: InviteImage): boolean {
  const has = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return has(invite.email) || has(invite.phoneNumber);
}

/** The invite after its invitation was sent again at `now`. */
export function resentInvite<R extends InviteImage>(current: R, now: number): R {
  const count = typeof current.inviteResendCount === 'number' ? current.inviteResendCount : 0;
  return { ...current, inviteSentTimestamp: now, inviteResendCount: count + 1 };
}
