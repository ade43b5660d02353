import { isEvacuationInitiator } from '../../contract/evacuationInitiator.ts';
import type { ProfileAccessFlags } from '../../contract/session.ts';

export { DEFAULT_ROLE, hasAccess, roleAt } from '../../contract/features/locationAccess.ts';

/** The part of an evacuation record that decides who may change it (visitors.md §3). */
export interface EvacuationOwner {
  active: boolean;
  /** Who started it: the initiator's email or user id (sub). */
  initiator: string;
}

export interface EvacuationActor {
  sub: string;
  email: string;
  flags: Pick<ProfileAccessFlags, 'amEvacAdmin'>;
}

/**
 * Whether `user` may change evacuations (start, stop, sign people out during one): only evacuation
 * admins (amEvacAdmin); while one is active, only its initiator. The initiator is matched against
 * the user's id exactly or the user's email ignoring case. An inactive record counts as none.
 */
export function canChangeEvacuation(
  activeEvacuation: EvacuationOwner | null | undefined,
  user: EvacuationActor,
): boolean {
  if (user.flags.amEvacAdmin !== true) return false;
  if (!activeEvacuation?.active) return true;
  return isEvacuationInitiator(activeEvacuation.initiator, user);
}

/**
 * True when the email belongs to one of the company domains, so that the user is left out of the
 * USER_LOGIN audit (spec/frame.md §4, §6). A domain matches itself and its subdomains, ignoring
 * case and a leading '@' in the configured domain; a value without '@' is not a company email.
 */
export function isCompanyEmail(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain === '') return false;
  return domains.some((raw) => {
    const company = raw.trim().replace(/^@/, '').toLowerCase();
    return company !== '' && (domain === company || domain.endsWith(`.${company}`));
  });
}
