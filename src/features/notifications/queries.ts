import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import type { CustomNotification } from '../../../contract/customNotifications.ts';
import { refusalKey, useApiClient, useOnlineOperation } from '../../kit/index.ts';

/** The notifications of one location, loaded when it changes; `reload` after each change. */
export function useNotificationList(at: string | undefined) {
  const api = useApiClient();
  const { t } = useLingui();
  const load = useOnlineOperation(async (location: string): Promise<CustomNotification[]> => {
    try {
      const answer = await api.call('provisioningOperations/retrieveCustomNotifications', {
        hierarchies: [location],
      });
      return answer.notifications;
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
