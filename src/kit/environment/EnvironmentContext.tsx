import { createContext, useContext } from 'react';
import type { EnvironmentFile } from '../../../contract/env.ts';
import { onSiteLookbackMs } from '../../../contract/presence.ts';

export const EnvironmentContext = createContext<EnvironmentFile | null>(null);

/** The environment file of this host (loaded before the app renders). */
export function useEnvironment(): EnvironmentFile {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment outside EnvironmentContext');
  return environment;
}

/**
 * How far back an arrival still counts as on site (contract/presence.ts), from this host's
 * environment file; the default outside the app's providers (tests of a page).
 */
export function useOnSiteLookbackMs(): number {
  return onSiteLookbackMs(useContext(EnvironmentContext)?.onSiteLookbackDays);
}
