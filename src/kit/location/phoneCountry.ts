import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { defaultPhoneCountry } from '../../ui/validation.ts';

/**
 * The country national phone numbers typed for `location` are read in (issue 36): the location's
 * country (its location configuration's, or the nearest ancestor's, as the hierarchy
 * configuration carries it), else the country lookup's cached answer, else ZA (spec/frame.md §7,
 * spec/workers.md §9).
 */
export function phoneCountryOf(
  config: HierarchyConfiguration | null | undefined,
  location: string,
  fallback: () => string = defaultPhoneCountry,
): string {
  const country = config?.tenantFlags[location]?.entityLocationData.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : fallback();
}
