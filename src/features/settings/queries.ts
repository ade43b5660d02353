import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { LocationSettingsState } from '../../../contract/locationSettings.ts';
import { refusalKey, useApiClient, useOnlineOperation } from '../../kit/index.ts';

/**
 * The settings of `at` (own value, value in effect and its source per section), loaded when it
 * changes; online only. `reload` after each save.
 */
export function useLocationSettings(at: string | undefined) {
  const api = useApiClient();
  const { t } = useLingui();
  const load = useOnlineOperation(async (location: string): Promise<LocationSettingsState> => {
    try {
      const answer = await api.call('configurationOperations/retrieveLocationSettings', {
        EntityHierarchy: location,
      });
      return answer.settings;
    } catch (error) {
      if (refusalKey(error) === undefined) throw error;
      throw new Error(
        t`Failed to load configuration - please refresh the page or contact support.`,
      );
    }
  });
  const { run, state } = load;
  // The last settings read, kept while a reload runs so the sections stay mounted (their save
  // states and "Saved." survive the re-read after a save).
  const [loaded, setLoaded] = useState<{ at: string; settings: LocationSettingsState } | null>(
    null,
  );
  useEffect(() => {
    if (state.status === 'done' && at) setLoaded({ at, settings: state.result });
  }, [state, at]);
  useEffect(() => {
    if (at) void run(at);
  }, [at, run]);
  const reload = useCallback(() => (at ? run(at) : Promise.resolve()), [at, run]);
  const settings =
    state.status === 'done'
      ? state.result
      : loaded && loaded.at === at
        ? loaded.settings
        : undefined;
  return { ...load, settings, reload };
}
