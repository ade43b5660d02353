import { useSyncExternalStore } from 'react';
import { DEFAULT_BRAND_COLOURS } from '../../ui/contrast.ts';
import type { ActiveBranding } from './branding.ts';

/** The branding applied to the theme (set by the shell when the location changes). */
let current: ActiveBranding = {
  primaryColor: DEFAULT_BRAND_COLOURS.primary,
  isDefaultColor: true,
  whiteLabel: false,
};
const listeners = new Set<() => void>();

export function applyBranding(next: ActiveBranding): void {
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => current;

export function useActiveBranding(): ActiveBranding {
  return useSyncExternalStore(subscribe, read, read);
}
