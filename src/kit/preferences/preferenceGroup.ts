import type {
  Preference,
  PreferenceFallback,
  PreferenceValue,
  StoredPreference,
} from './definePreference.ts';
import { readPreference, removePreference, writePreference } from './storage.ts';
import { usePreference } from './usePreference.ts';

/** A feature's preferences by name, each typed as itself. */
export type PreferencesByName<G> = {
  [N in keyof G]: Preference<StoredPreference<G[N]>, PreferenceFallback<G[N]>>;
};

/**
 * Readers and writers of a feature's own preferences by name (`readPreference('visitorLogFilter')`),
 * typed per name: a feature declares its preferences once and names only those.
 */
export function preferenceGroup<G>(preferences: PreferencesByName<G>) {
  return {
    readPreference: <N extends keyof G>(name: N): PreferenceValue<G[N]> =>
      readPreference(preferences[name]),
    writePreference: <N extends keyof G>(name: N, value: StoredPreference<G[N]>): void =>
      writePreference(preferences[name], value),
    removePreference: <N extends keyof G>(name: N): void => removePreference(preferences[name]),
    usePreference: <N extends keyof G>(name: N): PreferenceValue<G[N]> =>
      usePreference(preferences[name]),
  };
}
