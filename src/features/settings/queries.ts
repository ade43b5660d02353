import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { LocationSettingsState } from '../../../contract/locationSettings.ts';
import { useApiClient, useOnlineRead } from '../../kit/index.ts';

/**
 * The settings of `at` (own value, value in effect and its source per section), loaded when it
 * changes; online only. `reload` after each save.
 */
export function useLocationSettings(at: string | undefined) {
  const api = useApiClient();
  const { t } = useLingui();
  const load = useOnlineRead(
    at,
    async (location): Promise<LocationSettingsState> => {
      const answer = await api.call('configurationOperations/retrieveLocationSettings', {
        EntityHierarchy: location,
      });
      return answer.settings;
    },
    t`Failed to load configuration - please refresh the page or contact support.`,
  );
  const { state, reload } = load;
  // The last settings read, kept while a reload runs so the sections stay mounted (their save
  // states and "Saved." survive the re-read after a save).
  const [loaded, setLoaded] = useState<{ at: string; settings: LocationSettingsState } | null>(
    null,
  );
  useEffect(() => {
    if (state.status === 'done' && at) setLoaded({ at, settings: state.result });
  }, [state, at]);
  const settings =
    state.status === 'done'
      ? state.result
      : loaded && loaded.at === at
        ? loaded.settings
        : undefined;
  return { ...load, settings, reload };
}
