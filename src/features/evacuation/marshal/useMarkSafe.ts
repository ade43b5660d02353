import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { EvacPersonRef } from '../../../../contract/evacuation.ts';
import { useQueuedAction } from '../../../kit/sync/useQueuedAction.ts';
import { useMarkEvacStatus } from '../mutations.ts';

/**
 * One tap to SAFE: marks the person SAFE with no comment and says so as the 'Update evacuation
 * status' dialog does (saved on this device, sent when the connection is back when offline).
 */
export function useMarkSafe(): (person: { ref: EvacPersonRef; name: string }) => Promise<void> {
  const { t } = useLingui();
  const mark = useMarkEvacStatus();
  const queued = useQueuedAction();
  return useCallback(
    async (person) => {
      await queued(() => mark({ userData: [person.ref], status: 'SAFE' }), {
        done: t`Evacuation Status Updated`,
        failed: t`Evacuation Status Update Failed`,
        subject: person.name,
      });
    },
    [mark, queued, t],
  );
}
