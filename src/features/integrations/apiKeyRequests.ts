import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import {
  type ApiKeyAccess,
  type ApiKeyItem,
  type ApiKeyType,
  KEY_INSTANCE_OBSOLETE,
  KEY_NOT_FOUND,
} from '../../../contract/apiKeys.ts';
import { explainRefusal, useApiClient, useOnlineOperation } from '../../kit/index.ts';

/** The API keys at and below `root`, loaded when it changes; `reload` after each change. */
export function useApiKeyList(root: string | undefined) {
  const api = useApiClient();
  const { t } = useLingui();
  const load = useOnlineOperation(async (at: string): Promise<ApiKeyItem[]> => {
    try {
      const answer = await api.call('userOperations/retrieveAPIKeys', {
        query: { hierarchies: [at] },
      });
      return answer.apiKeyItems;
    } catch (error) {
      explainRefusal(
        error,
        () => t`We could not load the API keys. Please try again or contact support.`,
      );
    }
  });
  const { run } = load;
  useEffect(() => {
    if (root) void run(root);
  }, [root, run]);
  const reload = useCallback(() => (root ? run(root) : Promise.resolve()), [root, run]);
  return { ...load, reload };
}

export interface GenerateInput {
  EntityHierarchy: string;
  keyType: ApiKeyType;
  description: string;
  access: ApiKeyAccess;
}

/**
 * GENERATE_NEW: the answer carries the key's value, the only time anyone sees it. One
 * Idempotency-Key per attempt of the dialog, so a retry after a lost answer makes no second key.
 */
export function useGenerateApiKey() {
  const api = useApiClient();
  const { t } = useLingui();
  return useOnlineOperation(async (input: GenerateInput, attempt: string) => {
    try {
      const answer = await api.call(
        'userOperations/manageAPIKeys',
        { operation: 'GENERATE_NEW', ...input },
        { idempotencyKey: attempt },
      );
      return { keyId: answer.keyId, value: answer.apiKeyValue };
    } catch (error) {
      explainRefusal(error, () => t`Error generating API key. Please try again or contact support`);
    }
  });
}

/** The spec's messages for an update or revocation that names a key that changed or went. */
function useChangeRefusal() {
  const { t } = useLingui();
  return (key: string, fallback: string) => {
    if (key === KEY_INSTANCE_OBSOLETE) {
      return t`The API key has changed since the list was loaded. Refresh the list and try again.`;
    }
    if (key === KEY_NOT_FOUND) {
      return t`The API key no longer exists. Refresh the list and try again.`;
    }
    return fallback;
  };
}

export function useUpdateApiKey() {
  const api = useApiClient();
  const { t } = useLingui();
  const refusal = useChangeRefusal();
  return useOnlineOperation(
    async (item: ApiKeyItem, change: Omit<GenerateInput, 'EntityHierarchy'>) => {
      try {
        await api.call('userOperations/manageAPIKeys', {
          operation: 'UPDATE_EXISTING',
          EntityHierarchy: item.EntityHierarchy,
          keyId: item.keyId,
          lmt: item.lmt,
          ...change,
        });
      } catch (error) {
        explainRefusal(error, (key) =>
          refusal(key, t`Error updating the API key. Please try again or contact support`),
        );
      }
    },
  );
}

export function useRevokeApiKey() {
  const api = useApiClient();
  const { t } = useLingui();
  const refusal = useChangeRefusal();
  return useOnlineOperation(async (item: ApiKeyItem) => {
    try {
      await api.call('userOperations/manageAPIKeys', {
        operation: 'DELETE_EXISTING',
        EntityHierarchy: item.EntityHierarchy,
        keyId: item.keyId,
        lmt: item.lmt,
      });
    } catch (error) {
      explainRefusal(error, (key) =>
        refusal(key, t`Error revoking the API key. Please try again or contact support`),
      );
    }
  });
}
