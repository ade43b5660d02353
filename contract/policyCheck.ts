import { type Module, moduleDisabled } from './features/featureRules.ts';
import { type FeatureSet, featuresFor } from './features/features.ts';
import type { TenantFlagsByLocation } from './features/flagInheritance.ts';
import { accessRoots, expandAllLocations, hasAccess, roleAt } from './features/locationAccess.ts';
import type {
  AccessRequirement,
  BooleanAccountFlag,
  EvacuationAudienceFeature,
  PolicyFeature,
} from './policies.ts';
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

const AUDIENCE_PREFIX = 'evacuation.audienceEnablement.';

function isAudienceFeature(feature: PolicyFeature): feature is EvacuationAudienceFeature {
  return feature.startsWith(AUDIENCE_PREFIX);
}

export function featureOn(set: FeatureSet, feature: PolicyFeature): boolean {
  if (feature === 'messaging.evacuation') return set.messaging.evacuation;
  if (isAudienceFeature(feature)) {
    return Object.entries(set.evacuation.audienceEnablement).some(
      ([flag, on]) => on && feature === `${AUDIENCE_PREFIX}${flag}`,
    );
  }
  return set[feature];
}

/**
 * Multi-tenant mode: the subject's access has more than one top-level location (the location
 * selector then offers 'ALL'), so one user acts for several tenants.
 */
export function isMultiTenant(subject: PolicySubject): boolean {
  return accessRoots(subject.locations).length > 1;
}

/** The features `requirement` needs at every target for `subject` (see multiTenantFeatures). */
export function requiredFeatures(
  requirement: AccessRequirement,
  subject: PolicySubject,
): readonly PolicyFeature[] {
  const multiTenant = requirement.multiTenantFeatures ?? [];
  if (multiTenant.length === 0 || !isMultiTenant(subject)) return requirement.features;
  return [...new Set([...requirement.features, ...multiTenant])];
}

/**
 * The first reason `requirement` refuses `subject` on `targets` (already expanded, see
 * expandTargets), or null when it allows. `tenantFlags` must hold every target and its
 * descendants when the requirement names features (flags are inherited from children), also
 * multi-tenant ones.
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
  const required = requiredFeatures(requirement, subject);
  for (const hierarchy of targets) {
    const role = roleAt(subject.locations, hierarchy);
    if (requirement.roles !== 'anyRole' && !requirement.roles.includes(role)) {
      return { reason: 'role', hierarchy, role };
    }
    if (role === 'HOST') {
      const missing = requirement.hostAccountFlags?.find((flag) => subject.flags[flag] !== true);
      if (missing !== undefined) return { reason: 'accountFlag', flag: missing };
    }
    const anyOf = requirement.readFeatures ?? [];
    if (required.length === 0 && anyOf.length === 0) continue;
    const features = featuresFor({ tenantFlags, location: hierarchy, role, flags: subject.flags });
    const off = required.find((feature) => !featureOn(features, feature));
    if (off !== undefined) return { reason: 'feature', hierarchy, feature: off };
    const [first] = anyOf;
    const holds = (entry: PolicyFeature | readonly PolicyFeature[]) =>
      typeof entry === 'string'
        ? featureOn(features, entry)
        : entry.every((feature) => featureOn(features, feature));
    if (first !== undefined && !anyOf.some(holds)) {
      const feature = typeof first === 'string' ? first : first[0];
      if (feature !== undefined) return { reason: 'feature', hierarchy, feature };
    }
  }
  return null;
}

/**
 * The locations of `tenantFlags` (a read's subtrees, as the server loads them) whose records
 * `requirement` lets `subject` read: each checked on its own, so a region's read leaves out the
 * sites where the caller may not see the family (a HOST there, or the screen's feature off).
 */
export function readableLocations(
  requirement: AccessRequirement,
  subject: PolicySubject,
  tenantFlags: TenantFlagsByLocation,
): Set<string> {
  return new Set(
    Object.keys(tenantFlags).filter(
      (location) => accessRefusal(requirement, subject, [location], tenantFlags) === null,
    ),
  );
}

/** Whether `requirement` checks a location's features (so tenant flags must be loaded). */
export function needsTenantFlags(requirement: AccessRequirement, subject: PolicySubject): boolean {
  return (
    requiredFeatures(requirement, subject).length > 0 || (requirement.readFeatures ?? []).length > 0
  );
}
