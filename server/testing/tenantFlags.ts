import type { TenantFlagsByLocation } from '../../contract/features/flagInheritance.ts';
import { DEMO_FEATURES } from '../demo/organisations.ts';

/** Tenant flags with the demo's features on at each of `locations` (broker and policy tests). */
export function everyFeatureOn(locations: readonly string[]): TenantFlagsByLocation {
  return Object.fromEntries(
    locations.map((hierarchy) => [
      hierarchy,
      { entityLocationData: {}, features: { ...DEMO_FEATURES } },
    ]),
  );
}
