import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Preference } from './definePreference.ts';
import {
  isPreferenceEvent,
  readPreference,
  readStoredText,
  subscribePreferences,
} from './storage.ts';

/**
 * A stored preference as React state (its valid value or fallback): re-renders when it is written
 * in this tab or another. The value object stays the same while the stored text does. Keep
 * `preference` stable (a module constant).
 */
export function usePreference<S, F>(preference: Preference<S, F>): S | F {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stop = subscribePreferences((changed) => {
        if (changed === preference.key) onChange();
      });
      const onStorage = (event: StorageEvent) => {
        if (isPreferenceEvent(event, preference)) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        stop();
        window.removeEventListener('storage', onStorage);
      };
    },
    [preference],
  );
  const last = useRef<{ key: string; stored: string | null; value: S | F } | null>(null);
  const read = useCallback(() => {
    const stored = readStoredText(preference);
    if (last.current?.key === preference.key && last.current.stored === stored) {
      return last.current.value;
    }
    const value = readPreference(preference);
    last.current = { key: preference.key, stored, value };
    return value;
  }, [preference]);
  return useSyncExternalStore(subscribe, read, read);
}
