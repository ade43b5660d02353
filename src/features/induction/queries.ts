import { useCallback, useEffect, useMemo } from 'react';
import type { LocationInductionConfiguration } from '../../../contract/induction.ts';
import type { InductionConfiguration } from '../../../contract/inductionConfig.ts';
import { useApiClient, useOnlineOperation } from '../../kit/index.ts';

/** How many locations one configuration read names (the operation's limit). */
const READ_CHUNK = 500;

/**
 * The configuration in force at each of `hierarchies`, read from the server (online only: it is
 * not mirrored on the device). While it is not loaded the log shows completions without expiry,
 * and the operation's state says why (needs a connection, or the failure) with Retry.
 */
export function useInductionConfigurations(hierarchies: readonly string[]) {
  const api = useApiClient();
  const read = useCallback(
    async (keys: readonly string[]): Promise<Map<string, InductionConfiguration>> => {
      const byLocation = new Map<string, InductionConfiguration>();
      for (let at = 0; at < keys.length; at += READ_CHUNK) {
        const answer = await api.call('inductionOperations/retrieveInductionConfiguration', {
          hierarchies: keys.slice(at, at + READ_CHUNK),
        });
        for (const entry of answer.configurations) {
          byLocation.set(entry.EntityHierarchy, entry.configuration);
        }
      }
      return byLocation;
    },
    [api],
  );
  const operation = useOnlineOperation(read);
  const key = hierarchies.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the set of locations changes (key), not on every new array
  useEffect(() => {
    if (hierarchies.length > 0) void operation.run(hierarchies);
  }, [key]);
  const configurations = operation.state.status === 'done' ? operation.state.result : null;
  return { configurations, operation };
}

/** The configuration of one location, to edit (online only). */
export function useLocationInductionConfiguration(hierarchy: string) {
  const api = useApiClient();
  const read = useCallback(
    async (at: string): Promise<LocationInductionConfiguration> => {
      const answer = await api.call('inductionOperations/retrieveInductionConfiguration', {
        hierarchies: [at],
      });
      const [entry] = answer.configurations;
      if (!entry) throw new Error('No induction configuration answered');
      return entry;
    },
    [api],
  );
  const operation = useOnlineOperation(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per location
  useEffect(() => {
    void operation.run(hierarchy);
  }, [hierarchy]);
  return useMemo(
    () => ({
      loaded: operation.state.status === 'done' ? operation.state.result : null,
      operation,
    }),
    [operation],
  );
}
