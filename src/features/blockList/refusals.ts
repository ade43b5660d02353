import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import {
  BLOCK_LIST_ENTRY_NOT_FOUND,
  BLOCK_LIST_ENTRY_OBSOLETE,
} from '../../../contract/blockList/schemas.ts';

/**
 * A refusal of blockListProcessor as the user reads it: the two outdated-list keys in their
 * language, else the server's own message (a 400 says which field it refused), else the fallback.
 */
export function useBlockListErrorText(): (key: string, message: string) => string {
  const { t } = useLingui();
  return useCallback(
    (key, message) => {
      switch (key) {
        case BLOCK_LIST_ENTRY_OBSOLETE:
          return t`Someone changed this entry since the list was loaded. Close this window, refresh the list and try again.`;
        case BLOCK_LIST_ENTRY_NOT_FOUND:
          return t`This entry no longer exists. Close this window and refresh the list.`;
        default:
          // Without a message of its own, the API client gives the key or 'HTTP <status>'.
          return message && message !== key && !/^HTTP \d+$/.test(message)
            ? message
            : t`We could not process your request, please try again`;
      }
    },
    [t],
  );
}
