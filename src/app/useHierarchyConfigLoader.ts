import { useEffect } from 'react';
import { createApiClient } from '../api/index.ts';
import { loadHierarchyConfiguration } from '../config/hierarchyConfigStore.ts';

const api = createApiClient();

/** Loads the organisation's hierarchy configuration (cache first, then the API when online). */
export function useHierarchyConfigLoader(organisationId: string): void {
  useEffect(() => {
    const load = (refresh: boolean) =>
      void loadHierarchyConfiguration(
        organisationId,
        () => api.call('hierarchyOperations/retrieveHierarchyConfiguration', {}),
        refresh,
      );
    const onOnline = () => load(true);
    load(false);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [organisationId]);
}
