import { useLingui } from '@lingui/react/macro';
import type { CustomNotification } from '../../../contract/customNotifications.ts';
import { useApiClient, useOnlineRead } from '../../kit/index.ts';

/** The notifications of one location, loaded when it changes; `reload` after each change. */
export function useNotificationList(at: string | undefined) {
  const api = useApiClient();
  const { t } = useLingui();
  return useOnlineRead(
    at,
    async (location): Promise<CustomNotification[]> => {
      const answer = await api.call('provisioningOperations/retrieveCustomNotifications', {
        hierarchies: [location],
      });
      return answer.notifications;
    },
    t`We could not process your request, please try again`,
  );
}
