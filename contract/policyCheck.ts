import { type Module, moduleDisabled } from './features/featureRules.ts';
import { type FeatureSet, featuresFor } from './features/features.ts';
import type { TenantFlagsByLocation } from './features/flagInheritance.ts';
import { expandAllLocations, hasAccess, roleAt } from './features/locationAccess.ts';
import type { AccessRequirement, BooleanAccountFlag, PolicyFeature } from './policies.ts';
import type { LocationAccess, ProfileAccessFlags, Role } from './session.ts';

/** Who asks: their account flags and location grants. */
export interface PolicySubject {
  flags: ProfileAccessFlags;
  locations: readonly LocationAccess[];
}

/** Why a policy refuses (every refusal is answered 'Not Authorized'; this is for logs and UI). */
export type PolicyRefusal =
  | { reason: 'location'; hierarchy: string }
  | { reason: 'module'; module: Module }
  | { reason: 'accountFlag'; flag: BooleanAccountFlag }
  | { reason: 'role'; hierarchy: string; role: Role }
  | { reason: 'feature'; hierarchy: string; feature: PolicyFeature };

/** The targets of a request with 'ALL' replaced by the subject's access roots. */
export function expandTargets(subject: PolicySubject, targets: readonly string[]): string[] {
  return expandAllLocations(subject.locations, targets);
}

export function featureOn(set: FeatureSet, feature: PolicyFeature): boolean {
  if (feature === 'messaging.evacuation') return set.messaging.evacuation;
  return set[feature];
}

/**
 * The first reason `requirement` refuses `subject` on `targets` (already expanded, see
 * expandTargets), or null when it allows. `tenantFlags` must hold every target and its
 * descendants when the requirement names features (flags are inherited from children).
 */
export function accessRefusal(
  requirement: AccessRequirement,
  subject: PolicySubject,
  targets: readonly string[],
  tenantFlags: TenantFlagsByLocation,
): PolicyRefusal | null {
  for (const hierarchy of targets) {
    if (!hasAccess(subject.locations, hierarchy)) return { reason: 'location', hierarchy };
  }
  if (requirement.module !== null && moduleDisabled(subject.flags, requirement.module)) {
    return { reason: 'module', module: requirement.module };
  }
  for (const flag of requirement.accountFlags) {
    if (subject.flags[flag] !== true) return { reason: 'accountFlag', flag };
  }
  for (const hierarchy of targets) {
    const role = roleAt(subject.locations, hierarchy);
    if (requirement.roles !== 'anyRole' && !requirement.roles.includes(role)) {
      return { reason: 'role', hierarchy, role };
    }
    if (requirement.features.length === 0) continue;
    const features = featuresFor({ tenantFlags, location: hierarchy, role, flags: subject.flags });
    const off = requirement.features.find((feature) => !featureOn(features, feature));
    if (off !== undefined) return { reason: 'feature', hierarchy, feature: off };
  }
  return null;
}
