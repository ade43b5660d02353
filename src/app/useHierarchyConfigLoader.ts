import { useEffect } from 'react';
import { createApiClient } from '../api/index.ts';
import { loadHierarchyConfiguration } from '../config/hierarchyConfigStore.ts';
import { recordingRejection } from './config-errors/configurationRejection.ts';

const api = createApiClient();
const fetchConfiguration = recordingRejection(() =>
  api.call('hierarchyOperations/retrieveHierarchyConfiguration', {}),
);

/** Loads the organisation's hierarchy configuration (cache first, then the API when online). */
export function useHierarchyConfigLoader(organisationId: string): void {
  useEffect(() => {
    const load = (refresh: boolean) =>
      void loadHierarchyConfiguration(organisationId, fetchConfiguration, refresh);
    const onOnline = () => load(true);
    load(false);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [organisationId]);
}
