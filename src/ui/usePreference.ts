import { useCallback, useSyncExternalStore } from 'react';
import { type PreferenceName, readPreference, subscribePreferences } from './preferences.ts';

/** A stored preference as React state: re-renders when it is written in this tab or another. */
export function usePreference(name: PreferenceName): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stop = subscribePreferences((changed) => {
        if (changed === name) onChange();
      });
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.endsWith(name)) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        stop();
        window.removeEventListener('storage', onStorage);
      };
    },
    [name],
  );
  const read = useCallback(() => readPreference(name), [name]);
  return useSyncExternalStore(subscribe, read, read);
}
