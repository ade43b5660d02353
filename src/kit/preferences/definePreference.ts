import {
  type Check,
  type CheckResult,
  CheckError,
  safeCheck,
} from '../../../contract/plainCheck.ts';

/**
 * A preference remembered on this device (spec/frame.md §9): its key, how its stored text is read
 * (and must pass) and written, and the value used when nothing valid is stored. Each feature or
 * area declares its own beside the code that uses them; storage.ts keeps them. The checks are
 * contract/plainCheck.ts's: preferences are read while the app starts, before any schema library
 * loads.
 */
export interface Preference<S, F = S | null> {
  /** Stored in localStorage under `gatehouse.<key>`. */
  readonly key: string;
  readonly fallback: F;
  decode(text: string): CheckResult<S>;
  encode(value: S): string;
}

/** How a preference's value is kept as text. */
export type PreferenceCodec<S> = Pick<Preference<S>, 'decode' | 'encode'>;

/** What may be written: a valid value (none is written with removePreference). */
export type StoredPreference<P> = P extends Preference<infer S, infer _F> ? S : never;
/** Its value when nothing valid is stored. */
export type PreferenceFallback<P> = P extends Preference<infer _S, infer F> ? F : never;
/** What a preference holds once read: a valid stored value or its fallback. */
export type PreferenceValue<P> = StoredPreference<P> | PreferenceFallback<P>;

/** A preference stored as the text itself, checked by `check`. */
export function plainText<S extends string>(check: Check<S>): PreferenceCodec<S> {
  return { decode: (text) => safeCheck(check, text), encode: (value) => value };
}

/** A preference stored as JSON text and checked by `check` once parsed. */
export function jsonText<S>(check: Check<S>): PreferenceCodec<S> {
  return {
    decode: (text) => {
      try {
        return safeCheck(check, JSON.parse(text));
      } catch {
        return { success: false, error: new CheckError([{ path: [], message: 'not JSON' }]) };
      }
    },
    encode: (value) => JSON.stringify(value),
  };
}

export function definePreference<S, F extends S | null>(
  key: string,
  codec: PreferenceCodec<S>,
  fallback: F,
): Preference<S, F> {
  return { key, fallback, decode: codec.decode, encode: codec.encode };
}
