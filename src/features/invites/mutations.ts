import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { recordTzOffset } from '../../../contract/analytics/zonedTime.ts';
import type { InviteCounts, InviteKeyRef } from '../../../contract/index.ts';
import {
  useApiClient,
  useMutator,
  useOnlineOperation,
  useZoneOfLocation,
} from '../../kit/index.ts';
import type { InviteRow } from './inviteRows.ts';

/**
 * Marks an invited visitor arrived now, stamped with the site's zone: optimistic locally, queued
 * through the outbox.
 */
export function useMarkInviteArrived(): (invite: InviteRow) => Promise<void> {
  const mutate = useMutator();
  const zoneOf = useZoneOfLocation();
  return useCallback(
    (invite) => {
      const now = Date.now();
      const zone = zoneOf(invite.EntityHierarchy);
      return mutate('invites.markArrived', {
        invite,
        evtTimeStampArrival: now,
        evtTZOffsetArrival: recordTzOffset(now, zone),
        evtTimeZoneArrival: zone,
      });
    },
    [mutate, zoneOf],
  );
}

/** Reverts an arrival marked on the dashboard (the caller confirms first). */
export function useRevertInviteArrival(): (invite: InviteRow) => Promise<void> {
  const mutate = useMutator();
  return useCallback((invite) => mutate('invites.revertArrival', { invite }), [mutate]);
}

const keysOf = (invites: readonly InviteRow[]): InviteKeyRef[] =>
  invites.map((invite) => ({
    EntityHierarchy: invite.EntityHierarchy,
    EventUidEmail: invite.EventUidEmail,
  }));

/** What a resend or delete did: how many succeeded and failed. */
export interface InviteBatchResult extends InviteCounts {
  action: 'resend' | 'delete';
}

/**
 * Resend and delete need the server (it sends the invitations and answers how many succeeded):
 * online only. When none succeeds the call fails with the spec's message ('Failed to resend all
 * invites' / 'Failed to delete invites'); the changes reach the log through the sync engine.
 */
export function useInviteBatch() {
  const api = useApiClient();
  const { t } = useLingui();
  return useOnlineOperation(
    async (
      action: 'resend' | 'delete',
      invites: readonly InviteRow[],
    ): Promise<InviteBatchResult> => {
      const operation =
        action === 'resend' ? 'inviteOperations/resendInvite' : 'inviteOperations/deleteInvite';
      const counts = await api.call(operation, { inviteKey: keysOf(invites) });
      if (counts.successCount === 0) {
        throw new Error(
          action === 'resend' ? t`Failed to resend all invites` : t`Failed to delete invites`,
        );
      }
      return { ...counts, action };
    },
  );
}
