/**
 * Stored preferences (spec/frame.md §9): theme, layout, locale, column choices, the chosen
 * hierarchy, terminal id and country, in localStorage under one prefix. Storage may be unavailable
 * (private mode, quota): reads then give null and writes are skipped.
 */
export type PreferenceName =
  | 'theme'
  | 'layout'
  | 'locale'
  | 'hierarchy'
  | 'visitorLogFilter'
  | 'visitorLogColumns'
  | 'terminalId'
  | 'country'
  | 'environment'
  | 'hierarchyConfig';

const PREFIX = 'gatehouse.';

export function readPreference(name: PreferenceName): string | null {
  try {
    return localStorage.getItem(PREFIX + name);
  } catch {
    return null;
  }
}

export function writePreference(name: PreferenceName, value: string): void {
  try {
    localStorage.setItem(PREFIX + name, value);
  } catch {
    // Storage full or blocked: the preference lasts only for this page load.
  }
}

export function removePreference(name: PreferenceName): void {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing stored.
  }
}
