/**
 * What the first paint keeps in localStorage (the recipe, the rows' snapshot): JSON read through
 * a shape check (anything else, e.g. an older shape, reads as absent) and written only when it
 * changed. Storage that is full or blocked reads as absent and skips the write: the next start
 * then does without.
 */

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => typeof value === 'number';

/** A plain object's fields, or null for anything else. */
export function objectFields(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** `text` parsed as JSON and checked by `isValid`; null when either fails. */
export function parseStored<T>(
  text: string | null,
  isValid: (value: unknown) => value is T,
): T | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    return parseStored(localStorage.getItem(key), isValid);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    const text = JSON.stringify(value);
    if (localStorage.getItem(key) !== text) localStorage.setItem(key, text);
  } catch {
    // Storage full or blocked: the next start does without.
  }
}
