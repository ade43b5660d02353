import { useSyncExternalStore } from 'react';
import { string } from '../../../contract/plainCheck.ts';
import { definePreference, plainText } from '../preferences/definePreference.ts';
import { isPreferenceEvent, readPreference, writePreference } from '../preferences/storage.ts';

/**
 * The chosen hierarchy, kept in localStorage (spec/frame.md §4) and shared by every component
 * through one small store. Null until the user (or the default rule) has chosen.
 */
const listeners = new Set<() => void>();

/** The chosen location key or 'ALL'; null until chosen. */
export const hierarchyPreference = definePreference(
  'hierarchy',
  plainText(string({ minLength: 1 })),
  null,
);

export function getStoredLocation(): string | null {
  return readPreference(hierarchyPreference);
}

export function storeLocation(key: string): void {
  if (getStoredLocation() === key) return;
  writePreference(hierarchyPreference, key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (isPreferenceEvent(event, hierarchyPreference)) listener();
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
