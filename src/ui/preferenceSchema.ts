import type { EnvironmentFile } from '../../contract/env.ts';
import type { HierarchyConfiguration } from '../../contract/hierarchyConfig.ts';
import {
  array,
  type Check,
  CheckError,
  oneOf,
  safeCheck,
  string,
} from '../../contract/plainCheck.ts';
import { checkEnvironmentFile, checkHierarchyConfiguration } from '../../contract/startupChecks.ts';

/**
 * Everything the app remembers in localStorage (spec/frame.md §9), one entry per preference: how
 * its stored text is read (and must pass) and the value used when nothing valid is stored. Text
 * preferences are stored as they are; object preferences as JSON (see `jsonText`). The checks are
 * plainCheck.ts's: the preferences are read while the app starts, before any schema library loads.
 */
interface PreferenceSpec<T, F> {
  /** The stored text's value, or the reason it is not valid. */
  decode: (text: string) => { success: true; data: T } | { success: false; error: Error };
  encode: (value: T) => string;
  fallback: F;
}

/** A preference stored as the text itself, checked by `check`. */
function plainText<T extends string, F extends T | null>(
  check: Check<T>,
  fallback: F,
): PreferenceSpec<T, F> {
  return { decode: (text) => safeCheck(check, text), encode: (value) => value, fallback };
}

/** A preference stored as JSON text and checked by `check` once parsed. */
function jsonText<T>(check: Check<T>): PreferenceSpec<T, null> {
  return {
    decode: (text) => {
      try {
        return safeCheck(check, JSON.parse(text));
      } catch {
        return { success: false, error: new CheckError([{ path: [], message: 'not JSON' }]) };
      }
    },
    encode: (value) => JSON.stringify(value),
    fallback: null,
  };
}

import { VISITOR_LOG_FILTERS } from './visitorLogFilters.ts';

export { VISITOR_LOG_FILTERS };
export const LAYOUTS = ['legacy', 'latest'] as const;
const columnChoice = () => jsonText(array(string()));
const nonEmpty = string({ minLength: 1 });

const SPECS = {
  /** Written by Mantine's colour scheme manager under the same key. */
  theme: plainText(oneOf(['light', 'dark', 'auto']), 'auto'),
  layout: plainText(oneOf(LAYOUTS), 'latest'),
  locale: plainText(nonEmpty, null),
  /** The chosen location key or 'ALL'; null until chosen. */
  hierarchy: plainText(nonEmpty, null),
  visitorLogFilter: plainText(oneOf(VISITOR_LOG_FILTERS), 'all'),
  visitorLogColumns: columnChoice(),
  parkingLogFilter: plainText(nonEmpty, null),
  parkingLogColumns: columnChoice(),
  terminalId: plainText(nonEmpty, null),
  /** Two-letter country code from the lookup (validation.ts normalises case and spaces). */
  country: plainText(nonEmpty, null),
  /** The last good environment file, so the app starts offline. */
  environment: jsonText<EnvironmentFile>(checkEnvironmentFile),
  /** Whose environment file `environment` is (the host it was fetched for). */
  environmentHost: plainText(nonEmpty, null),
  stagingHost: plainText(nonEmpty, null),
  /** The last hierarchy configuration, so the shell works offline. */
  hierarchyConfig: jsonText<HierarchyConfiguration>(checkHierarchyConfiguration),
};

export type PreferenceName = keyof typeof SPECS;
type SpecOf<N extends PreferenceName> = (typeof SPECS)[N];
/** What may be written: a valid value (none is written with removePreference). */
export type StoredPreference<N extends PreferenceName> = Parameters<SpecOf<N>['encode']>[0];
/** What a preference holds once read: a valid stored value or its fallback. */
export type PreferenceValue<N extends PreferenceName> = StoredPreference<N> | SpecOf<N>['fallback'];

/** The specs, typed per name so that a generic name keeps its own value type. */
export const PREFERENCES: {
  [N in PreferenceName]: PreferenceSpec<StoredPreference<N>, PreferenceValue<N>>;
} = SPECS;
