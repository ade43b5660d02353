import type { EnvironmentFile } from '../../contract/env.ts';
import { parseWith, string } from '../../contract/plainCheck.ts';
import { checkEnvironmentFile } from '../../contract/startupChecks.ts';
import { definePreference, jsonText, plainText } from '../kit/preferences/definePreference.ts';
import {
  readPreference,
  storageKeyOf,
  subscribePreferences,
  writePreference,
} from '../kit/preferences/storage.ts';
import { log } from '../log/consoleOutput.ts';

/**
 * Environment discovery (spec/frame.md §7): GET /env/{host}.json (the server falls back to the
 * default file). The last good answer is cached in localStorage so the app starts offline.
 */
export class EnvironmentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The environment file could not be loaded and none is cached', { cause });
    this.name = 'EnvironmentUnavailableError';
  }
}

/** The last good environment file, so the app starts offline. */
export const environmentPreference = definePreference(
  'environment',
  jsonText(checkEnvironmentFile),
  null,
);
/** Whose environment file `environment` is (the host it was fetched for). */
export const environmentHostPreference = definePreference(
  'environmentHost',
  plainText(string({ minLength: 1 })),
  null,
);

export function environmentUrl(hostname: string): string {
  return `/env/${encodeURIComponent(hostname)}.json`;
}

/** The cached environment file; null when none or it no longer passes the schema. */
export function readCachedEnvironment(): EnvironmentFile | null {
  return readPreference(environmentPreference);
}

/**
 * The cached file when it was fetched for `hostname`; null otherwise (also for a copy an older
 * version stored without its host: that start asks the network first, as before).
 */
export function cachedEnvironmentFor(hostname: string): EnvironmentFile | null {
  return readPreference(environmentHostPreference) === hostname ? readCachedEnvironment() : null;
}

function storeEnvironment(hostname: string, environment: EnvironmentFile): void {
  writePreference(environmentPreference, environment);
  writePreference(environmentHostPreference, hostname);
}

export async function fetchEnvironment(
  hostname: string,
  fetcher: typeof fetch = fetch,
): Promise<EnvironmentFile> {
  const response = await fetcher(environmentUrl(hostname), { cache: 'no-store' });
  if (!response.ok) throw new Error(`Environment file answered ${response.status}`);
  return parseWith(checkEnvironmentFile, await response.json());
}

/**
 * Stale-while-revalidate: the file cached for this host when there is one (the start does not
 * wait for the network; on a slow connection that wait was most of the time to the first row),
 * fetched again in the background and cached, so a changed file applies from the next start.
 * Without a copy for this host: the live file (then cached), else any cached copy (offline), else
 * an error.
 */
export async function loadEnvironment(
  hostname = location.hostname,
  fetcher: typeof fetch = fetch,
): Promise<EnvironmentFile> {
  const live = fetchEnvironment(hostname, fetcher).then((environment) => {
    storeEnvironment(hostname, environment);
    return environment;
  });
  const cached = cachedEnvironmentFor(hostname);
  if (cached) {
    live.catch(() => undefined);
    return cached;
  }
  try {
    return await live;
  } catch (error) {
    const fallback = readCachedEnvironment();
    if (fallback) return fallback;
    throw new EnvironmentUnavailableError(error);
  }
}

/** How often an open tab asks for its environment file again (the maintenance flag's delay). */
export const ENVIRONMENT_RECHECK_MS = 60_000;

export interface WatchOptions {
  fetcher?: typeof fetch;
  intervalMs?: number;
}

/**
 * Keeps an open tab's environment file current, so that switching the maintenance flag reaches
 * tablets left open at an entrance: the file is fetched again every ENVIRONMENT_RECHECK_MS, when
 * the tab becomes visible and when the network returns, and a copy another tab (or this tab's
 * start) cached is taken at once. `onFile` receives each file fetched or cached for `hostname`.
 * A failed fetch or a file that fails its check changes nothing. Returns the function that stops
 * watching.
 */
export function watchEnvironment(
  hostname: string,
  onFile: (environment: EnvironmentFile) => void,
  { fetcher = fetch, intervalMs = ENVIRONMENT_RECHECK_MS }: WatchOptions = {},
): () => void {
  let stopped = false;
  const fromCache = () => {
    const cached = cachedEnvironmentFor(hostname);
    if (cached && !stopped) onFile(cached);
  };
  const recheck = () => {
    fetchEnvironment(hostname, fetcher).then(
      (environment) => {
        if (!stopped) storeEnvironment(hostname, environment);
        if (!stopped) onFile(environment);
      },
      (error: unknown) => log.warn('Environment file not rechecked:', error),
    );
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') recheck();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeyOf(environmentPreference)) fromCache();
  };
  const unsubscribe = subscribePreferences((key) => {
    if (key === environmentPreference.key) fromCache();
  });
  const timer = setInterval(recheck, intervalMs);
  window.addEventListener('online', recheck);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
    window.removeEventListener('online', recheck);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
