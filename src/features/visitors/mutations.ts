import { useCallback } from 'react';
import { useMutator } from '../../kit/index.ts';
import { signOutArgs } from './signOutArgs.ts';
import type { VisitorRecord } from './visitorRows.ts';

/** Signs a visitor out now: optimistic locally, queued for the server through the outbox. */
export function useSignOutVisitor(): (record: VisitorRecord) => Promise<void> {
  const mutate = useMutator();
  return useCallback((record) => mutate('visitors.signOut', signOutArgs(record)), [mutate]);
}

/** Reverts a sign-out: the visitor is on site again. */
export function useRevertSignOut(): (record: VisitorRecord) => Promise<void> {
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
