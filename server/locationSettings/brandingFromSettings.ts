import type { TenantFlags } from '../../contract/hierarchyConfig.ts';
import { BRANDING_SECTIONS } from '../../contract/locationSettings.ts';
import {
  effectiveSettings,
  type StoredSettingsByLocation,
} from '../../contract/locationSettingsInheritance.ts';

/**
 * The branding of the hierarchy configuration at `hierarchy`, with the location settings that
 * apply there (own or inherited) over the location's stored branding: the primary colour of
 * brandingColors, the company name of texts, the logo of images. Unchanged when no location up
 * the tree stores a branding section. This is what the client's BrandingApplier reads.
 */
export function brandingWithSettings(
  branding: TenantFlags['branding'],
  stored: StoredSettingsByLocation,
  hierarchy: string,
): TenantFlags['branding'] {
  const settings = effectiveSettings(stored, hierarchy);
  if (BRANDING_SECTIONS.every((section) => settings[section].source === null)) return branding;
  const result = { enabled: true, ...(branding ?? {}) };
  result.enabled = true;
  if (settings.brandingColors.source !== null) {
    result.primaryColor = settings.brandingColors.effective.primary;
  }
  const name = settings.texts.effective.companyName;
  if (settings.texts.source !== null && name) result.name = name;
  const logo = settings.images.effective.logoImage;
  if (settings.images.source !== null && logo) {
    result.logo = logo;
    result.logoSmall = logo;
  }
  return result;
}
