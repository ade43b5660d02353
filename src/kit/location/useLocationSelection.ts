import { useMemo } from 'react';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import { defaultSelection, locationLabel, subtreeKeys } from '../../config/hierarchy.ts';
import { useHierarchyConfigState } from '../../config/hierarchyConfigStore.ts';
import { useStoredLocation } from './selectedLocation.ts';

export interface LocationSelection {
  config: HierarchyConfiguration | null;
  /** The selected root ('ALL' or a key), undefined while the configuration loads. */
  root: string | undefined;
  /** Every location key of the selected subtree. */
  hierarchies: string[];
  /** The label of a location key for tables and headings. */
  labelOf: (key: string) => string;
}

/** The selected location subtree, resolved against the hierarchy configuration. */
export function useLocationSelection(): LocationSelection {
  const { config } = useHierarchyConfigState();
  const stored = useStoredLocation();
  return useMemo(() => {
    const root = config ? defaultSelection(config.deepStructure, stored) : undefined;
    const hierarchies = config && root ? subtreeKeys(config.deepStructure, root) : [];
    const labelOf = (key: string) => locationLabel(key, config?.tenantFlags);
    return { config, root, hierarchies, labelOf };
  }, [config, stored]);
}

/** Every location key of the configuration (whatever is selected), e.g. a copy's sources. */
export function useAllLocations(): string[] {
  const { config } = useHierarchyConfigState();
  return useMemo(() => (config ? subtreeKeys(config.deepStructure, ALL_LOCATIONS) : []), [config]);
}
