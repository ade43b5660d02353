import { useMemo } from 'react';
import type { CustomField } from '../../../contract/customFields.ts';
import {
  configuredFields,
  fieldsAt,
  storedCustomFieldsConfig,
} from '../../../contract/customFieldValues.ts';
import { safeCheck } from '../../../contract/plainCheck.ts';
import { useHierarchyConfigState } from '../../config/hierarchyConfigStore.ts';

/**
 * The custom fields that apply at `hierarchy` (defined there or above, not deleted), from the
 * hierarchy configuration the device holds, so forms and logs have them offline. A configuration
 * whose custom fields do not match the contract (an older server) gives none rather than failing.
 */
export function useCustomFieldsAt(hierarchy: string | undefined): CustomField[] {
  const { config } = useHierarchyConfigState();
  const stored = config?.additionalConfigs.customFields;
  return useMemo(() => {
    if (hierarchy === undefined) return [];
    const parsed = safeCheck(storedCustomFieldsConfig, stored ?? {});
    return parsed.success ? fieldsAt(configuredFields(parsed.data), hierarchy) : [];
  }, [stored, hierarchy]);
}
