import { useEffect, useState } from 'react';
import type { EnvironmentFile } from '../../contract/env.ts';
import { watchEnvironment, type WatchOptions } from '../config/environment.ts';
import { environmentHost } from './shell/stagingEnvironment.ts';

/**
 * The maintenance flag as the environment file says it now, not only as it said at the start:
 * an open tab follows the file (watchEnvironment). The other settings of the file apply from the
 * next start, as before: changing servers or features under a running page would be surprising.
 */
export function useLiveMaintenance(environment: EnvironmentFile, options?: WatchOptions): boolean {
  const [maintenance, setMaintenance] = useState(environment.flags.maintenance);
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are read once, at mount.
  useEffect(
    () =>
      watchEnvironment(
        environmentHost(location.hostname),
        (file) => setMaintenance(file.flags.maintenance),
        options,
      ),
    [],
  );
  return maintenance;
}

/** The maintenance page replaces the app when the flag is on, unless the query has dev=true. */
export function showsMaintenance(maintenance: boolean, search: string): boolean {
  return maintenance && new URLSearchParams(search).get('dev') !== 'true';
}
