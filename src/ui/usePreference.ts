import { useCallback, useRef, useSyncExternalStore } from 'react';
import {
  isPreferenceEvent,
  type PreferenceName,
  type PreferenceValue,
  readPreference,
  readStoredText,
  subscribePreferences,
} from './preferences.ts';

/**
 * A stored preference as React state (its valid value or fallback): re-renders when it is written
 * in this tab or another. The value object stays the same while the stored text does.
 */
export function usePreference<N extends PreferenceName>(name: N): PreferenceValue<N> {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stop = subscribePreferences((changed) => {
        if (changed === name) onChange();
      });
      const onStorage = (event: StorageEvent) => {
        if (isPreferenceEvent(event, name)) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        stop();
        window.removeEventListener('storage', onStorage);
      };
    },
    [name],
  );
  const last = useRef<{ name: N; stored: string | null; value: PreferenceValue<N> } | null>(null);
  const read = useCallback(() => {
    const stored = readStoredText(name);
    if (last.current?.name === name && last.current.stored === stored) return last.current.value;
    const value = readPreference(name);
    last.current = { name, stored, value };
    return value;
  }, [name]);
  return useSyncExternalStore(subscribe, read, read);
}
