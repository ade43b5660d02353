import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import type { BlockListEntry, BlockListMatchRecord } from '../../../contract/blockList/schemas.ts';
import { refusalKey, useApiClient, useOnlineOperation } from '../../kit/index.ts';

export interface BlockList {
  /** The entries that apply at the location: its own and those of the locations above it. */
  entries: BlockListEntry[];
  /** The newest matches at the location and below (none for a HOST). */
  matches: BlockListMatchRecord[];
}

/** The block list of one location (online only), loaded when it changes; `reload` after a change. */
export function useBlockList(at: string | undefined) {
  const api = useApiClient();
  const { t } = useLingui();
  const load = useOnlineOperation(async (location: string): Promise<BlockList> => {
    try {
      const answer = await api.call('blocklistOperations/retrieveBlockList', {
        hierarchies: [location],
      });
      return { entries: answer.entries, matches: answer.matches };
    } catch (error) {
      if (refusalKey(error) === undefined) throw error;
      throw new Error(t`We could not process your request, please try again`);
    }
  });
  const { run } = load;
  useEffect(() => {
    if (at) void run(at);
  }, [at, run]);
  const reload = useCallback(() => (at ? run(at) : Promise.resolve()), [at, run]);
  return { ...load, reload };
}
