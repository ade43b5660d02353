import { useSyncExternalStore } from 'react';
import { isPreferenceEvent, readPreference, writePreference } from '../../ui/preferences.ts';

/**
 * The chosen hierarchy, kept in localStorage (spec/frame.md §4) and shared by every component
 * through one small store. Null until the user (or the default rule) has chosen.
 */
const listeners = new Set<() => void>();

export function getStoredLocation(): string | null {
  return readPreference('hierarchy');
}

export function storeLocation(key: string): void {
  if (getStoredLocation() === key) return;
  writePreference('hierarchy', key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (isPreferenceEvent(event, 'hierarchy')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredLocation(): string | null {
  return useSyncExternalStore(subscribe, getStoredLocation, getStoredLocation);
}
