import { isInSubtree } from './hierarchy.ts';

/**
 * Who may act while an evacuation is active (spec/visitors.md §6, frame.md §6): only its
 * initiator may stop it or sign visitors out during it. One rule for the server's handlers and
 * the client's offers, so the two never disagree.
 */

/** The user an initiator is matched against. */
export interface EvacuationActorIdentity {
  sub: string;
  email: string;
}

/** The fields of an evacuation record this rule reads. */
export interface EvacuationInitiatorFields {
  EntityHierarchy: string;
  active: boolean;
  activatedTimestamp: number;
  initiator?: string | undefined;
}

/**
 * The answer key of a sign-out refused during an evacuation. The spec has no text for it; the
 * message is evacuationSignOutRefusal's.
 */
export const EVACUATION_SIGN_OUT_REFUSED = 'EVACUATION_SIGN_OUT_REFUSED';

/** True when `initiator` names the user: their id exactly, or their email ignoring case. */
export function isEvacuationInitiator(initiator: unknown, user: EvacuationActorIdentity): boolean {
  if (typeof initiator !== 'string' || initiator.trim() === '') return false;
  const value = initiator.trim();
  return value === user.sub || value.toLowerCase() === user.email.trim().toLowerCase();
}

/**
 * The active evacuation at `hierarchy` or above it, started at or before `signOutTime`, that
 * someone other than `user` started, if any: `user` may not sign a visitor out there then.
 * Decisions: every audience counts (the spec ties the rule to the evacuation, not to whom it
 * notifies); a sign-out is judged by its own time (evtTimeStampOut), so one made offline before
 * the evacuation started still applies when it arrives, as the visitor had left by then.
 */
export function signOutBlockingEvacuation<E extends EvacuationInitiatorFields>(
  evacuations: Iterable<E>,
  hierarchy: string,
  user: EvacuationActorIdentity,
  signOutTime: number,
): E | undefined {
  for (const evacuation of evacuations) {
    if (!evacuation.active || !isInSubtree(hierarchy, evacuation.EntityHierarchy)) continue;
    if (evacuation.activatedTimestamp > signOutTime) continue;
    if (!isEvacuationInitiator(evacuation.initiator, user)) return evacuation;
  }
  return undefined;
}

/** The refusal's message (English, as the server answers it), naming the visitor's location. */
export function evacuationSignOutRefusal(initiator: string | undefined, hierarchy: string): string {
  const who = initiator?.trim() ? `${initiator.trim()}, who started it,` : 'its initiator';
  return `An evacuation is active at ${hierarchy}: only ${who} may sign visitors out there until it ends`;
}
