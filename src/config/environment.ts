import type { EnvironmentFile } from '../../contract/env.ts';
import { parseWith } from '../../contract/plainCheck.ts';
import { checkEnvironmentFile } from '../../contract/startupChecks.ts';
import { readPreference, writePreference } from '../ui/preferences.ts';

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

export function environmentUrl(hostname: string): string {
  return `/env/${encodeURIComponent(hostname)}.json`;
}

/** The cached environment file; null when none or it no longer passes the schema. */
export function readCachedEnvironment(): EnvironmentFile | null {
  return readPreference('environment');
}

export async function fetchEnvironment(
  hostname: string,
  fetcher: typeof fetch = fetch,
): Promise<EnvironmentFile> {
  const response = await fetcher(environmentUrl(hostname), { cache: 'no-store' });
  if (!response.ok) throw new Error(`Environment file answered ${response.status}`);
  return parseWith(checkEnvironmentFile, await response.json());
}

/** The live file when reachable (and cache it), else the cached one, else an error. */
export async function loadEnvironment(
  hostname = location.hostname,
  fetcher: typeof fetch = fetch,
): Promise<EnvironmentFile> {
  try {
    const environment = await fetchEnvironment(hostname, fetcher);
    writePreference('environment', environment);
    return environment;
  } catch (error) {
    const cached = readCachedEnvironment();
    if (cached) return cached;
    throw new EnvironmentUnavailableError(error);
  }
}
