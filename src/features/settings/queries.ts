import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import type { LocationSettingsState } from '../../../contract/locationSettings.ts';
import { useApiClient, useOnlineOperation } from '../../kit/index.ts';

/** The refusal key of a failed call (RejectedError), if the server refused. */
export function refusalKey(error: unknown): string | undefined {
  return error instanceof Error && 'key' in error && typeof error.key === 'string'
    ? error.key
    : undefined;
}

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
  const { run } = load;
  useEffect(() => {
    if (at) void run(at);
  }, [at, run]);
  const reload = useCallback(() => (at ? run(at) : Promise.resolve()), [at, run]);
  return { ...load, reload };
}
