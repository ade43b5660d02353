import * as z from 'zod/mini';
import { environmentFile } from '../../contract/env.ts';
import { hierarchyConfiguration } from '../../contract/hierarchyConfig.ts';

/**
 * Everything the app remembers in localStorage (spec/frame.md §9), one entry per preference: the
 * schema its stored text must pass and the value used when nothing valid is stored. Text
 * preferences are stored as they are; object preferences as JSON (see `jsonText`). zod/mini: the
 * preferences are read while the app starts.
 */
interface PreferenceSpec<S extends z.ZodMiniType<unknown, string>, F> {
  schema: S;
  fallback: F;
}

function preference<S extends z.ZodMiniType<unknown, string>, F extends z.output<S> | null>(
  schema: S,
  fallback: F,
): PreferenceSpec<S, F> {
  return { schema, fallback };
}

/** A preference stored as JSON text and checked against `schema` once parsed. */
function jsonText<S extends z.ZodMiniType>(schema: S) {
  return z.codec(z.string(), schema, {
    decode: (text, ctx) => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.issues.push({ code: 'custom', message: 'not JSON', input: text });
        return z.NEVER;
      }
    },
    encode: (value) => JSON.stringify(value),
  });
}

/** The sign-in filter of the visitor log (spec/visitors.md §2). */
export const VISITOR_LOG_FILTERS = ['all', 'signedIn', 'signedOut'] as const;
export const LAYOUTS = ['legacy', 'latest'] as const;
const columnChoice = jsonText(z.array(z.string()));
const nonEmpty = () => z.string().check(z.minLength(1));

const SPECS = {
  /** Written by Mantine's colour scheme manager under the same key. */
  theme: preference(z.enum(['light', 'dark', 'auto']), 'auto'),
  layout: preference(z.enum(LAYOUTS), 'latest'),
  locale: preference(nonEmpty(), null),
  /** The chosen location key or 'ALL'; null until chosen. */
  hierarchy: preference(nonEmpty(), null),
  visitorLogFilter: preference(z.enum(VISITOR_LOG_FILTERS), 'all'),
  visitorLogColumns: preference(columnChoice, null),
  parkingLogFilter: preference(nonEmpty(), null),
  parkingLogColumns: preference(columnChoice, null),
  terminalId: preference(nonEmpty(), null),
  /** Two-letter country code from the lookup (validation.ts normalises case and spaces). */
  country: preference(nonEmpty(), null),
  /** The last good environment file, so the app starts offline. */
  environment: preference(jsonText(environmentFile), null),
  stagingHost: preference(nonEmpty(), null),
  /** The last hierarchy configuration, so the shell works offline. */
  hierarchyConfig: preference(jsonText(hierarchyConfiguration), null),
};

export type PreferenceName = keyof typeof SPECS;
/** What may be written: a valid value (none is written with removePreference). */
export type StoredPreference<N extends PreferenceName> = z.output<(typeof SPECS)[N]['schema']>;
/** What a preference holds once read: a valid stored value or its fallback. */
export type PreferenceValue<N extends PreferenceName> =
  | StoredPreference<N>
  | (typeof SPECS)[N]['fallback'];

/** The specs, typed per name so that a generic name keeps its own value type. */
export const PREFERENCES: {
  [N in PreferenceName]: {
    schema: z.ZodMiniType<StoredPreference<N>, string>;
    fallback: PreferenceValue<N>;
  };
} = SPECS;
