import { ALL_LOCATIONS, HIERARCHY_SEPARATOR, isInSubtree, parentOf } from '../hierarchy.ts';
import type { LocationAccess, Role } from '../session.ts';

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

/** The user's access roots, without any root that lies inside another. */
export function accessRoots(locations: readonly LocationAccess[]): string[] {
  const keys = [...new Set(locations.map((l) => l.EntityHierarchy))].sort();
  return keys.filter((key) => !keys.some((other) => other !== key && isInSubtree(key, other)));
}

/** 'ALL' stands for every location the user may access (spec/frame.md §3). */
export function expandAllLocations(
  locations: readonly LocationAccess[],
  hierarchies: readonly string[],
): string[] {
  const expanded = hierarchies.flatMap((h) => (h === ALL_LOCATIONS ? accessRoots(locations) : [h]));
  return [...new Set(expanded)];
}
