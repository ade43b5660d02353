import {
  ALL_LOCATIONS,
  HIERARCHY_SEPARATOR,
  isInSubtree,
  parentOf,
} from '../../contract/hierarchy.ts';
import type { LocationAccess, ProfileAccessFlags, Role } from '../../contract/session.ts';

/** Role of a selected hierarchy when nothing else is known (spec/frame.md §3). */
export const DEFAULT_ROLE: Role = 'DBUSER';

/**
 * The user's role at `location`: the role granted on the location itself or on its closest
 * ancestor. For 'ALL' it is the role at the organisation root (`organisationId`, or when that is
 * not given, the single top-level grant), else DBUSER. A location the user has no grant for
 * also gives DBUSER; use hasAccess to tell the two apart.
 */
export function roleAt(
  locations: readonly LocationAccess[],
  location: string,
  organisationId?: string,
): Role {
  const byKey = new Map(locations.map((access) => [access.EntityHierarchy, access.role]));
  if (location === ALL_LOCATIONS) {
    if (organisationId !== undefined) return byKey.get(organisationId) ?? DEFAULT_ROLE;
    const roots = locations.filter((a) => !a.EntityHierarchy.includes(HIERARCHY_SEPARATOR));
    return roots.length === 1 ? roots[0]!.role : DEFAULT_ROLE;
  }
  for (let key: string | undefined = location; key !== undefined; key = parentOf(key)) {
    const role = byKey.get(key);
    if (role !== undefined) return role;
  }
  return DEFAULT_ROLE;
}

/** True when the location lies in a subtree the user was granted ('ALL' needs any grant). */
export function hasAccess(locations: readonly LocationAccess[], location: string): boolean {
  if (location === ALL_LOCATIONS) return locations.length > 0;
  return locations.some((access) => isInSubtree(location, access.EntityHierarchy));
}

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
  const initiator = activeEvacuation.initiator.trim();
  if (initiator === '') return false;
  return initiator === user.sub || initiator.toLowerCase() === user.email.trim().toLowerCase();
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
