import { useCallback } from 'react';
import type { LocalVisitorLogRecord } from '../../db/database.ts';
import { useMutator } from '../sync/index.ts';

/** The device's time zone name, e.g. 'Africa/Johannesburg' ('UTC' when the browser gives none). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The arguments of the visitors.signOut mutator for signing `record` out at `now`. */
export function signOutArgs(
  record: Pick<LocalVisitorLogRecord, 'EntityHierarchy' | 'evtTimeStampProfileID'>,
  now = new Date(),
) {
  return {
    EntityHierarchy: record.EntityHierarchy,
    evtTimeStampProfileID: record.evtTimeStampProfileID,
    evtTimeStampOut: now.getTime(),
    evtTZOffsetOut: now.getTimezoneOffset(),
    evtTimeZoneOut: deviceTimeZone(),
  };
}

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
