import { useLingui } from '@lingui/react/macro';
import type { BlockListEntry, BlockListMatchRecord } from '../../../contract/blockList/schemas.ts';
import { useApiClient, useOnlineRead } from '../../kit/index.ts';

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
  return useOnlineRead(
    at,
    async (location): Promise<BlockList> => {
      const answer = await api.call('blocklistOperations/retrieveBlockList', {
        hierarchies: [location],
      });
      return { entries: answer.entries, matches: answer.matches };
    },
    t`We could not process your request, please try again`,
  );
}
