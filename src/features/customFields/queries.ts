import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { CustomField } from '../../../contract/customFields.ts';
import { isConnectionFailure, useApiClient, useOnlineOperation } from '../../kit/index.ts';

const online = () => globalThis.navigator?.onLine !== false;

/**
 * The custom fields at and below `root` (read from the server each time: they are administered
 * online), loaded when it changes. `apply` puts an operation's fieldResult in the list at once
 * (a deleted field leaves it); `reload` reads the list again.
 */
export function useCustomFieldList(root: string | undefined) {
  const api = useApiClient();
  const { t } = useLingui();
  const [fields, setFields] = useState<CustomField[] | undefined>(undefined);
  const load = useOnlineOperation(async (at: string): Promise<CustomField[]> => {
    try {
      const answer = await api.call('provisioningOperations/retrieveCustomFields', {
        query: { hierarchies: [at] },
      });
      return answer.customFields;
    } catch (error) {
      if (isConnectionFailure(error, online())) throw error;
      throw new Error(t`We could not load the custom fields, please try again`);
    }
  });
  const { run, state } = load;
  useEffect(() => {
    setFields(undefined);
    if (root) void run(root);
  }, [root, run]);
  useEffect(() => {
    if (state.status === 'done') setFields(state.result);
  }, [state]);
  const reload = useCallback(() => (root ? run(root) : Promise.resolve()), [root, run]);
  const apply = useCallback((field: CustomField) => {
    setFields((current) => {
      const others = (current ?? []).filter(
        (item) => item.fieldId !== field.fieldId || item.EntityHierarchy !== field.EntityHierarchy,
      );
      if (field.deleted) return others;
      const index = (current ?? []).findIndex(
        (item) => item.fieldId === field.fieldId && item.EntityHierarchy === field.EntityHierarchy,
      );
      if (index < 0) return [...others, field];
      return [...others.slice(0, index), field, ...others.slice(index)];
    });
  }, []);
  return { state, fields, reload, apply, loading: state.status === 'running' };
}
