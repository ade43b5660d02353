import { parentOf } from './hierarchy.ts';
import {
  DEFAULT_LOCATION_SETTINGS,
  LOCATION_SETTINGS_SECTIONS,
  type LocationSettingsSection,
  type LocationSettingsValues,
} from './locationSettings.ts';

/**
 * THE INHERITANCE RULE (section by section): a location's effective value of a section is its own
 * stored value of that section if it has one, else that of its nearest ancestor (parent, then the
 * parent's parent, ... up to the organisation's root) that has one, else the default
 * (DEFAULT_LOCATION_SETTINGS). A section is taken whole: a site that overrides the brand colours
 * overrides all four of them, and still inherits texts, logo and features. The `source` of an
 * effective value is the location it was stored at (null for the default), so the screen can say
 * "Inherited from <location>".
 */

/** One stored section value at one location. */
export interface StoredSection<V> {
  value: V;
  lmt: number;
}

/** The stored sections of each location (absent: the location stores no value of it). */
export type StoredSettingsByLocation = Readonly<
  Record<string, { [K in LocationSettingsSection]?: StoredSection<LocationSettingsValues[K]> }>
>;

export interface EffectiveSection<V> {
  own: V | null;
  lmt: number;
  effective: V;
  source: string | null;
}

export type EffectiveSettings = {
  [K in LocationSettingsSection]: EffectiveSection<LocationSettingsValues[K]>;
};

/** The location itself, then its ancestors, nearest first. */
export function selfAndAncestors(hierarchy: string): string[] {
  const chain: string[] = [];
  for (let at: string | undefined = hierarchy; at !== undefined; at = parentOf(at)) chain.push(at);
  return chain;
}

export function effectiveSection<K extends LocationSettingsSection>(
  stored: StoredSettingsByLocation,
  hierarchy: string,
  section: K,
): EffectiveSection<LocationSettingsValues[K]> {
  const own = stored[hierarchy]?.[section];
  for (const at of selfAndAncestors(hierarchy)) {
    const found = stored[at]?.[section];
    if (found) {
      return { own: own?.value ?? null, lmt: own?.lmt ?? 0, effective: found.value, source: at };
    }
  }
  return {
    own: null,
    lmt: 0,
    effective: DEFAULT_LOCATION_SETTINGS[section],
    source: null,
  };
}

export function effectiveSettings(
  stored: StoredSettingsByLocation,
  hierarchy: string,
): EffectiveSettings {
  const result = {} as Record<LocationSettingsSection, EffectiveSection<unknown>>;
  for (const section of LOCATION_SETTINGS_SECTIONS) {
    result[section] = effectiveSection(stored, hierarchy, section);
  }
  return result as EffectiveSettings;
}
