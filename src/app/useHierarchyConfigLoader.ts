import { useEffect } from 'react';
import { createApiClient } from '../api/index.ts';
import {
  loadHierarchyConfiguration,
  onConfigurationRefreshRequested,
} from '../config/hierarchyConfigStore.ts';
import { afterFirstContent } from '../ui/firstContent.ts';
import { recordingRejection } from './config-errors/configurationRejection.ts';

const api = createApiClient();
const fetchConfiguration = recordingRejection(() =>
  api.call('hierarchyOperations/retrieveHierarchyConfiguration', {}),
);

/** Once the page's first content shows (firstContent.ts); nothing to load. */
const firstContentShown = () => afterFirstContent(async () => {});

/**
 * Loads the organisation's hierarchy configuration (cache first, then the API when online, once
 * the first page has drawn its content from the cached copy).
 */
export function useHierarchyConfigLoader(organisationId: string): void {
  useEffect(() => {
    const load = (refresh: boolean) =>
      void loadHierarchyConfiguration(
        organisationId,
        fetchConfiguration,
        refresh,
        firstContentShown,
      );
    const onOnline = () => load(true);
    load(false);
    window.addEventListener('online', onOnline);
    const unregister = onConfigurationRefreshRequested(() => load(true));
    return () => {
      window.removeEventListener('online', onOnline);
      unregister();
    };
  }, [organisationId]);
}
