import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import type { EvacPersonRef } from '../../../../contract/evacuation.ts';
import { errorMessage, useSyncStatus } from '../../../kit/index.ts';
import { useMarkEvacStatus } from '../mutations.ts';

/**
 * One tap to SAFE: marks the person SAFE with no comment and says so as the 'Update evacuation
 * status' dialog does (saved on this device, sent when the connection is back when offline).
 */
export function useMarkSafe(): (person: { ref: EvacPersonRef; name: string }) => Promise<void> {
  const { t } = useLingui();
  const mark = useMarkEvacStatus();
  const { connection } = useSyncStatus();
  return useCallback(
    async (person) => {
      try {
        await mark({ userData: [person.ref], status: 'SAFE' });
        notifications.show({
          color: 'green',
          title: t`Evacuation Status Updated`,
          message:
            connection === 'online'
              ? person.name
              : t`${person.name}: saved on this device, sent when the connection is back.`,
        });
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t`Evacuation Status Update Failed`,
          message: errorMessage(error),
        });
      }
    },
    [mark, connection, t],
  );
}
