import { isTimeZone } from '../../contract/input/index.ts';
import {
  effectiveSection,
  type StoredSettingsByLocation,
} from '../../contract/locationSettingsInheritance.ts';

/**
 * The time zone of `hierarchy` for the hierarchy configuration: the location configuration's time
 * zone in effect there (own or inherited) while that section is enabled and names a zone this
 * runtime knows; undefined otherwise (the client then uses the browser's zone).
 */
export function siteTimeZone(
  stored: StoredSettingsByLocation,
  hierarchy: string,
): string | undefined {
  const config = effectiveSection(stored, hierarchy, 'locationConfig');
  if (config.source === null || config.effective.enabled !== true) return undefined;
  const zone = config.effective.timeZone;
  return typeof zone === 'string' && zone !== '' && isTimeZone(zone) ? zone : undefined;
}
