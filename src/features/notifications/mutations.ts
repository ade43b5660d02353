import type {
  CustomNotification,
  CustomNotificationRequest,
} from '../../../contract/customNotifications.ts';
import { needsRefresh } from '../../../contract/customNotifications.ts';
import { refusalKey, useApiClient, useOnlineOperation } from '../../kit/index.ts';
import { useNotificationErrorText } from './refusals.ts';

/**
 * customNotificationProcessor (add, edit or delete), online only. One Idempotency-Key per attempt
 * of a dialog, so a retry after a lost answer applies the change once. A refusal becomes the
 * spec's message; `onStale` hears the ones that need the list refreshed.
 */
export function useNotificationChange(onStale: (message: string) => void) {
  const api = useApiClient();
  const errorText = useNotificationErrorText();
  return useOnlineOperation(
    async (body: CustomNotificationRequest, attempt: string): Promise<CustomNotification> => {
      try {
        const answer = await api.call('provisioningOperations/customNotificationProcessor', body, {
          idempotencyKey: attempt,
        });
        return answer.notificationResult;
      } catch (error) {
        const key = refusalKey(error);
        if (key === undefined) throw error;
        const message = errorText(key);
        if (needsRefresh(key)) onStale(message);
        throw new Error(message);
      }
    },
  );
}
