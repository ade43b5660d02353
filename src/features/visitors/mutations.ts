import { useCallback } from 'react';
import type { LocalVisitorLogRecord } from '../../db/database.ts';
import { useMutator } from '../sync/index.ts';
import { signOutArgs } from './signOutArgs.ts';

/** Signs a visitor out now: optimistic locally, queued for the server through the outbox. */
export function useSignOutVisitor(): (record: LocalVisitorLogRecord) => Promise<void> {
  const mutate = useMutator();
  return useCallback((record) => mutate('visitors.signOut', signOutArgs(record)), [mutate]);
}

/** Reverts a sign-out: the visitor is on site again. */
export function useRevertSignOut(): (record: LocalVisitorLogRecord) => Promise<void> {
  const mutate = useMutator();
  return useCallback(
    (record) =>
      mutate('visitors.revertSignOut', {
        EntityHierarchy: record.EntityHierarchy,
        evtTimeStampProfileID: record.evtTimeStampProfileID,
      }),
    [mutate],
  );
}
