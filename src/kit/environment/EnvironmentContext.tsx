import { createContext, useContext } from 'react';
import type { EnvironmentFile } from '../../../contract/env.ts';

export const EnvironmentContext = createContext<EnvironmentFile | null>(null);

/** The environment file of this host (loaded before the app renders). */
export function useEnvironment(): EnvironmentFile {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment outside EnvironmentContext');
  return environment;
}
