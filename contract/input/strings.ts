import { z } from 'zod';

/**
 * Strings of the input policy (docs/architecture.md "Input policy"). Every string a request carries is
 * bounded and well formed: no NUL (PostgreSQL's jsonb and text cannot hold it) and no lone UTF-16
 * surrogate (not Unicode: jsonb refuses it and other systems mangle it).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 controls, DEL and C1 controls: never part of a name. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

export const NUL_MESSAGE = 'must not contain a NUL character';
export const SURROGATE_MESSAGE = 'must not contain a lone UTF-16 surrogate (not valid Unicode)';
export const CONTROL_MESSAGE = 'must not contain control characters';
export const BLANK_MESSAGE = 'must not be blank';

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

export interface SafeStringOptions {
  /** Maximum length in UTF-16 code units. */
  max: number;
  /** Minimum length (after trimming when `trim`); 0 unless given. */
  min?: number;
  /** Trim surrounding white space before the checks (the trimmed text is what is kept). */
  trim?: boolean;
  /** Refuse control characters too (tab, line breaks, ...): for one-line values. */
  singleLine?: boolean;
}

/** A bounded, well-formed string. */
export function safeString({ max, min = 0, trim = false, singleLine = false }: SafeStringOptions) {
  const base = trim ? z.string().trim() : z.string();
  const bounded = (min > 0 ? base.min(min, min === 1 ? BLANK_MESSAGE : undefined) : base).max(
    max,
    `must be at most ${max} characters`,
  );
  return bounded.superRefine((text, context) => {
    if (text.includes('\u0000')) context.addIssue({ code: 'custom', message: NUL_MESSAGE });
    else if (singleLine && hasControlCharacter(text)) {
      context.addIssue({ code: 'custom', message: CONTROL_MESSAGE });
    }
    if (hasLoneSurrogate(text)) context.addIssue({ code: 'custom', message: SURROGATE_MESSAGE });
  });
}

/** A name that is required: trimmed, one line, not blank, at most `max` characters. */
export function requiredName({ max }: { max: number }) {
  return safeString({ max, min: 1, trim: true, singleLine: true });
}

/** An optional one-line value (email, phone, company ...): trimmed, at most `max` characters. */
export function optionalText({ max }: { max: number }) {
  return safeString({ max, trim: true, singleLine: true }).optional();
}

/** A record key or other identifier: one line, not empty, at most `max` characters. */
export function identifier({ max = 200 }: { max?: number } = {}) {
  return safeString({ max, min: 1, singleLine: true });
}
