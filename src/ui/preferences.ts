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
  | 'parkingLogFilter'
  | 'parkingLogColumns'
  | 'terminalId'
  | 'country'
  | 'environment'
  | 'stagingHost'
  | 'hierarchyConfig';

const PREFIX = 'gatehouse.';
const listeners = new Set<(name: PreferenceName) => void>();

/** Calls `listener` after a preference is written or removed in this tab. */
export function subscribePreferences(listener: (name: PreferenceName) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(name: PreferenceName): void {
  for (const listener of listeners) listener(name);
}

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
  notify(name);
}

export function removePreference(name: PreferenceName): void {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing stored.
  }
  notify(name);
}
