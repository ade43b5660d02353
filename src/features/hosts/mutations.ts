import { useCallback } from 'react';
import type { HostUpsert } from '../../../contract/hosts.ts';
import { useMutator } from '../../kit/index.ts';

/** One host's changes, queued as mutators (they work offline and sync later). */
export function useHostMutations() {
  const mutate = useMutator();
  return {
    add: useCallback(
      (EntityHierarchy: string, host: HostUpsert) => mutate('hosts.add', { EntityHierarchy, host }),
      [mutate],
    ),
    edit: useCallback(
      (EntityHierarchy: string, host: HostUpsert) =>
        mutate('hosts.edit', { EntityHierarchy, host }),
      [mutate],
    ),
    remove: useCallback(
      (EntityHierarchy: string, email: string) =>
        mutate('hosts.delete', { EntityHierarchy, email }),
      [mutate],
    ),
    resetSync: useCallback(
      (EntityHierarchy: string, email: string) =>
        mutate('hosts.resetSyncStatus', { EntityHierarchy, email }),
      [mutate],
    ),
  };
}
