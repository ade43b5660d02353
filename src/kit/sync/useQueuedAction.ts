import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { useSyncStatus } from './hooks.ts';

/** What a queued action's notices say. */
export interface QueuedActionNotice {
  /** The title once it is saved (for example "Evacuation Status Updated"). */
  done: string;
  /** The title when it could not be saved; the message is the error's. */
  failed: string;
  /** What it was done to (a person's name): the message when online. */
  subject: string;
}

/**
 * Runs an offline-capable action (a mutator through the outbox) and says how it went: online,
 * `done` with the subject; offline, that it is saved on this device and sent when the connection
 * is back; `failed` with the error otherwise. Resolves to whether it was saved.
 */
export function useQueuedAction(): (
  action: () => Promise<unknown>,
  notice: QueuedActionNotice,
) => Promise<boolean> {
  const { t } = useLingui();
  const { connection } = useSyncStatus();
  return useCallback(
    async (action, notice) => {
      try {
        await action();
        notifications.show({
          color: 'green',
          title: notice.done,
          message:
            connection === 'online'
              ? notice.subject
              : t`${notice.subject}: saved on this device, sent when the connection is back.`,
        });
        return true;
      } catch (error) {
        notifications.show({ color: 'red', title: notice.failed, message: errorMessage(error) });
        return false;
      }
    },
    [connection, t],
  );
}
