import {
  selfAndAncestors,
  type StoredSettingsByLocation,
} from '../../contract/locationSettingsInheritance.ts';

/**
 * The country of `hierarchy` for the hierarchy configuration (national phone numbers are read in
 * it): the country of its own enabled location configuration, else of the nearest ancestor's that
 * names one; undefined when none does (the client then uses the country lookup's, else ZA).
 * Unlike the time zone, the country is inherited field by field: a site that configures only its
 * description still has its region's country.
 */
export function siteCountry(
  stored: StoredSettingsByLocation,
  hierarchy: string,
): string | undefined {
  for (const at of selfAndAncestors(hierarchy)) {
    const config = stored[at]?.locationConfig?.value;
    const country = config?.enabled === true ? config.country?.trim().toUpperCase() : undefined;
    if (country !== undefined && /^[A-Z]{2}$/.test(country)) return country;
  }
  return undefined;
}
