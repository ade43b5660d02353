import { useSyncExternalStore } from 'react';
import type { HierarchyConfiguration } from '../../contract/hierarchyConfig.ts';
import { checkHierarchyConfiguration } from '../../contract/startupChecks.ts';
import { definePreference, jsonText } from '../kit/preferences/definePreference.ts';
import { readPreference, writePreference } from '../kit/preferences/storage.ts';

/**
 * The hierarchy configuration (tree, access, tenant flags) of the signed-in organisation. Read from
 * the local cache first so the shell works offline, then refreshed from the API when online.
 * Configuration is not a mirrored record family, so it is cached in localStorage, not Dexie.
 */
export type HierarchyConfigState =
  | { status: 'loading'; config: null }
  | { status: 'ready'; config: HierarchyConfiguration; refreshError?: string }
  | { status: 'error'; config: null; error: string };

/** The last hierarchy configuration, so the shell works offline. */
export const hierarchyConfigPreference = definePreference(
  'hierarchyConfig',
  jsonText(checkHierarchyConfiguration),
  null,
);

let state: HierarchyConfigState = { status: 'loading', config: null };
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function setState(next: HierarchyConfigState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function readCachedConfiguration(organisationId: string): HierarchyConfiguration | null {
  const cached = readPreference(hierarchyConfigPreference);
  return cached?.organisationId === organisationId ? cached : null;
}

/**
 * Loads the configuration of `organisationId` once per page load: the cache at once, then
 * `fetchConfiguration` (skipped when the browser says it is offline). `refresh` fetches again.
 * With a cached configuration, the fetch first waits for `whenCached` (the page's first content:
 * the cached copy draws it, and the answer would only draw it again).
 */
export async function loadHierarchyConfiguration(
  organisationId: string,
  fetchConfiguration: () => Promise<HierarchyConfiguration>,
  refresh = false,
  whenCached: () => Promise<void> = async () => {},
): Promise<void> {
  if (loadedFor === organisationId && !refresh) return;
  loadedFor = organisationId;
  const cached = readCachedConfiguration(organisationId);
  if (cached) setState({ status: 'ready', config: cached });
  if (!navigator.onLine && cached) return;
  if (cached) await whenCached();
  try {
    const fresh = await fetchConfiguration();
    writePreference(hierarchyConfigPreference, fresh);
    setState({ status: 'ready', config: fresh });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (cached) setState({ status: 'ready', config: cached, refreshError: message });
    else {
      loadedFor = null;
      setState({ status: 'error', config: null, error: message });
    }
  }
}

export function getHierarchyConfigState(): HierarchyConfigState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHierarchyConfigState(): HierarchyConfigState {
  return useSyncExternalStore(subscribe, getHierarchyConfigState, getHierarchyConfigState);
}

/** For tests and sign-out: forget the loaded configuration. */
export function resetHierarchyConfiguration(next?: HierarchyConfiguration): void {
  loadedFor = next ? next.organisationId : null;
  setState(next ? { status: 'ready', config: next } : { status: 'loading', config: null });
}

/** What re-reads the configuration from the server (set by the shell's loader). */
let refresher: (() => void) | null = null;

/** The shell's loader registers how to re-read the configuration; returns the unregistration. */
export function onConfigurationRefreshRequested(refresh: () => void): () => void {
  refresher = refresh;
  return () => {
    if (refresher === refresh) refresher = null;
  };
}

/**
 * Re-reads the configuration now (a live notice said it changed, or a settings screen saved):
 * branding and features follow from the new copy without a reload.
 */
export function requestConfigurationRefresh(): void {
  refresher?.();
}
