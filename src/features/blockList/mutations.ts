import type {
  BlockListEntry,
  BlockListProcessorRequest,
} from '../../../contract/blockList/schemas.ts';
import { errorMessage, explainRefusal, useApiClient, useOnlineOperation } from '../../kit/index.ts';
import { useBlockListErrorText } from './refusals.ts';

/**
 * blockListProcessor (add, edit or delete an entry), online only. One Idempotency-Key per attempt
 * of a dialog, so a retry after a lost answer applies the change once. A refusal fails the
 * operation with its message, shown in the dialog, which keeps what the user typed.
 */
export function useBlockListChange() {
  const api = useApiClient();
  const errorText = useBlockListErrorText();
  return useOnlineOperation(
    async (body: BlockListProcessorRequest, attempt: string): Promise<BlockListEntry> => {
      try {
        const answer = await api.call('blocklistOperations/blockListProcessor', body, {
          idempotencyKey: attempt,
        });
        return answer.entry;
      } catch (error) {
        explainRefusal(error, (key) => errorText(key, errorMessage(error)));
      }
    },
  );
}
