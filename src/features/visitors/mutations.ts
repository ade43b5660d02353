import { useCallback } from 'react';
import { useMutator, useZoneOfLocation } from '../../kit/index.ts';
import { signOutArgs } from './signOutArgs.ts';
import type { VisitorRecord } from './visitorRows.ts';

/** The log event a change names: its location and key. */
const refOf = (record: VisitorRecord) => ({
  EntityHierarchy: record.EntityHierarchy,
  evtTimeStampProfileID: record.evtTimeStampProfileID,
});

/** Signs a visitor out now: optimistic locally, queued for the server through the outbox. */
export function useSignOutVisitor(): (record: VisitorRecord) => Promise<void> {
  const mutate = useMutator();
  const zoneOf = useZoneOfLocation();
  return useCallback(
    (record) => mutate('visitors.signOut', signOutArgs(record, zoneOf(record.EntityHierarchy))),
    [mutate, zoneOf],
  );
}

/**
 * Signs several visitors out at one time in one change (visitors.signOutMany): optimistic
 * locally, queued for the server through the outbox like a single sign-out.
 */
export function useSignOutVisitors(): (records: readonly VisitorRecord[]) => Promise<void> {
  const mutate = useMutator();
  const zoneOf = useZoneOfLocation();
  return useCallback(
    (records) => {
      const [first] = records;
      if (!first) return Promise.resolve();
      const { evtTimeStampOut, evtTZOffsetOut, evtTimeZoneOut } = signOutArgs(
        first,
        zoneOf(first.EntityHierarchy),
      );
      return mutate('visitors.signOutMany', {
        userData: records.map(refOf),
        evtTimeStampOut,
        evtTZOffsetOut,
        evtTimeZoneOut,
      });
    },
    [mutate, zoneOf],
  );
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

/** Removes the visitor's log entry (queued offline like every change of the log). */
export function useDeleteVisitor(): (record: VisitorRecord) => Promise<void> {
  const mutate = useMutator();
  return useCallback(
    (record) => mutate('visitors.deleteEntries', { logEntries: [refOf(record)] }),
    [mutate],
  );
}

/** Links an access card number; a refusal restores the previous number (the server's record). */
export function useCaptureVisitorBadge(): (record: VisitorRecord, badge: string) => Promise<void> {
  const mutate = useMutator();
  return useCallback(
    (record, badgeNumber) =>
      mutate('visitors.captureBadgeNumber', { ...refOf(record), badgeNumber }),
    [mutate],
  );
}

export function useUpdateVisitorIdNumber(): (record: VisitorRecord, nr: string) => Promise<void> {
  const mutate = useMutator();
  return useCallback(
    (record, personalIdentificationNr) =>
      mutate('visitors.updateIdNumber', { ...refOf(record), personalIdentificationNr }),
    [mutate],
  );
}

export function useUpdateVisitorAssetSerial(): (
  record: VisitorRecord,
  serial: string,
) => Promise<void> {
  const mutate = useMutator();
  return useCallback(
    (record, assetSerialNumber) =>
      mutate('visitors.updateAssetSerialNumber', { ...refOf(record), assetSerialNumber }),
    [mutate],
  );
}

export function useUpdateVisitorCustomField(): (
  record: VisitorRecord,
  fieldId: string,
  value: string | string[],
) => Promise<void> {
  const mutate = useMutator();
  return useCallback(
    (record, fieldId, value) =>
      mutate('visitors.updateCustomField', { ...refOf(record), fieldId, value }),
    [mutate],
  );
}
