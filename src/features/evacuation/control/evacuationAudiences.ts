import {
  EVAC_AUDIENCE_FLAGS,
  type EvacAudience,
  EXCLUSIVE_EVAC_AUDIENCES,
} from '../../../../contract/evacuation.ts';
import type { FeatureSet } from '../../../kit/index.ts';

/** The audiences in the order the control lists them. */
export const AUDIENCE_ORDER: readonly EvacAudience[] = [
  'onsiteVisitors',
  'onsiteEmployees',
  'employeeDirectory',
  'onsiteParking',
];

/** Chosen when the popover opens: visitors and employees (visitors.md §6 defaults). */
const DEFAULT_CHOSEN: readonly EvacAudience[] = ['onsiteVisitors', 'onsiteEmployees'];

/** The audiences whose tenant flag is on at the location (the control offers only these). */
export function enabledAudiences(features: FeatureSet): EvacAudience[] {
  const enablement = features.evacuation.audienceEnablement;
  return AUDIENCE_ORDER.filter((audience) => enablement[EVAC_AUDIENCE_FLAGS[audience]]);
}

/** The default choice among the offered audiences: visitors and employees, not parking or directory. */
export function defaultAudiences(offered: readonly EvacAudience[]): EvacAudience[] {
  return offered.filter((audience) => DEFAULT_CHOSEN.includes(audience));
}

/**
 * The choice after ticking or unticking `audience`. The employee directory and on-site employees
 * exclude each other: ticking one unticks the other.
 */
export function toggleAudience(
  chosen: readonly EvacAudience[],
  audience: EvacAudience,
  on: boolean,
): EvacAudience[] {
  if (!on) return chosen.filter((one) => one !== audience);
  const excluded = EXCLUSIVE_EVAC_AUDIENCES.includes(audience)
    ? EXCLUSIVE_EVAC_AUDIENCES.filter((one) => one !== audience)
    : [];
  const next = chosen.filter((one) => one !== audience && !excluded.includes(one));
  return AUDIENCE_ORDER.filter((one) => one === audience || next.includes(one));
}
