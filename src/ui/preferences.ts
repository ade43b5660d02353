import * as z from 'zod/mini';
import {
  PREFERENCES,
  type PreferenceName,
  type PreferenceValue,
  type StoredPreference,
} from './preferenceSchema.ts';

export type { PreferenceName, PreferenceValue, StoredPreference } from './preferenceSchema.ts';

/**
 * Stored preferences (spec/frame.md §9) in localStorage under one prefix, typed by the schema of
 * preferenceSchema.ts. Storage may be unavailable (private mode, quota): reads then give the
 * fallback and writes last for the page load only. A stored value that fails its schema gives the
 * fallback and is reported once (never thrown).
 */
const PREFIX = 'gatehouse.';
const listeners = new Set<(name: PreferenceName) => void>();

export interface PreferenceProblem {
  name: PreferenceName;
  stored: string;
  reason: string;
}
const problemListeners = new Set<(problem: PreferenceProblem) => void>();
const reported = new Set<string>();

/** Calls `listener` after a preference is written or removed in this tab. */
export function subscribePreferences(listener: (name: PreferenceName) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` when a stored value fails its schema (each bad value once per page load). */
export function subscribePreferenceProblems(
  listener: (problem: PreferenceProblem) => void,
): () => void {
  problemListeners.add(listener);
  return () => problemListeners.delete(listener);
}

function notify(name: PreferenceName): void {
  for (const listener of listeners) listener(name);
}

function report(problem: PreferenceProblem): void {
  const id = `${problem.name}\n${problem.stored}`;
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(`Stored preference ${problem.name} ignored: ${problem.reason}`);
  for (const listener of problemListeners) listener(problem);
}

/** The stored text of a preference, null when none or storage is unavailable. */
export function readStoredText(name: PreferenceName): string | null {
  try {
    return localStorage.getItem(PREFIX + name);
  } catch {
    return null;
  }
}

/** The preference's valid stored value, else its fallback (a bad value is reported). */
export function readPreference<N extends PreferenceName>(name: N): PreferenceValue<N> {
  const spec = PREFERENCES[name];
  const stored = readStoredText(name);
  if (stored === null) return spec.fallback;
  const parsed = z.safeDecode(spec.schema, stored);
  if (parsed.success) return parsed.data;
  report({ name, stored, reason: z.prettifyError(parsed.error) });
  return spec.fallback;
}

export function writePreference<N extends PreferenceName>(
  name: N,
  value: StoredPreference<N>,
): void {
  const text = z.encode(PREFERENCES[name].schema, value);
  try {
    localStorage.setItem(PREFIX + name, text);
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

/** True when a storage event (another tab) concerns `name`. */
export function isPreferenceEvent(event: StorageEvent, name: PreferenceName): boolean {
  return event.key === null || event.key === PREFIX + name;
}
