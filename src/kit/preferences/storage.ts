import type { Preference } from './definePreference.ts';
import { log } from '../../log/consoleOutput.ts';

/**
 * The stored preferences (definePreference.ts) in localStorage under one prefix. Storage may be
 * unavailable (private mode, quota): reads then give the fallback and writes last for the page
 * load only. A stored value that fails its check (bad, or written by an older version) gives the
 * fallback and is reported once, never thrown.
 */
const PREFIX = 'gatehouse.';
const listeners = new Set<(key: string) => void>();

export interface PreferenceProblem {
  /** The preference's key. */
  name: string;
  stored: string;
  reason: string;
}
const problemListeners = new Set<(problem: PreferenceProblem) => void>();
const reported = new Set<string>();

/** The localStorage key of a preference (for code that shares it, e.g. Mantine's colour scheme). */
export function storageKeyOf(preference: Pick<Preference<unknown>, 'key'>): string {
  return PREFIX + preference.key;
}

/** Calls `listener` with a preference's key after it is written or removed in this tab. */
export function subscribePreferences(listener: (key: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` when a stored value fails its check (each bad value once per page load). */
export function subscribePreferenceProblems(
  listener: (problem: PreferenceProblem) => void,
): () => void {
  problemListeners.add(listener);
  return () => problemListeners.delete(listener);
}

function notify(key: string): void {
  for (const listener of listeners) listener(key);
}

function report(problem: PreferenceProblem): void {
  const id = `${problem.name}\n${problem.stored}`;
  if (reported.has(id)) return;
  reported.add(id);
  log.warn(`Stored preference ${problem.name} ignored: ${problem.reason}`);
  for (const listener of problemListeners) listener(problem);
}

/** The stored text of a preference, null when none or storage is unavailable. */
export function readStoredText(preference: Preference<unknown>): string | null {
  try {
    return localStorage.getItem(storageKeyOf(preference));
  } catch {
    return null;
  }
}

/** The preference's valid stored value, else its fallback (a bad value is reported). */
export function readPreference<S, F>(preference: Preference<S, F>): S | F {
  const stored = readStoredText(preference);
  if (stored === null) return preference.fallback;
  const parsed = preference.decode(stored);
  if (parsed.success) return parsed.data;
  report({ name: preference.key, stored, reason: parsed.error.message });
  return preference.fallback;
}

export function writePreference<S, F>(preference: Preference<S, F>, value: S): void {
  const text = preference.encode(value);
  try {
    localStorage.setItem(storageKeyOf(preference), text);
  } catch {
    // Storage full or blocked: the preference lasts only for this page load.
  }
  notify(preference.key);
}

export function removePreference(preference: Preference<unknown>): void {
  try {
    localStorage.removeItem(storageKeyOf(preference));
  } catch {
    // Nothing stored.
  }
  notify(preference.key);
}

/** True when a storage event (another tab) concerns `preference`. */
export function isPreferenceEvent(event: StorageEvent, preference: Preference<unknown>): boolean {
  return event.key === null || event.key === storageKeyOf(preference);
}
