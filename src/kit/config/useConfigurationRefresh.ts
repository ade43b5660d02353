import { useCallback } from 'react';
import { useSessionUser } from '../../auth/sessionStore.ts';
import { loadHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { useApiClient } from '../sync/hooks.ts';

/**
 * Fetches the hierarchy configuration again (tree, flags, additionalConfigs) and hands it to
 * every screen, as the shell's loader does on start and when the device comes online: for a
 * screen that changed the configuration on the server (custom fields).
 */
export function useConfigurationRefresh(): () => Promise<void> {
  const api = useApiClient();
  const { organisationId } = useSessionUser();
  return useCallback(
    () =>
      loadHierarchyConfiguration(
        organisationId,
        () => api.call('hierarchyOperations/retrieveHierarchyConfiguration', {}),
        true,
      ),
    [api, organisationId],
  );
}
