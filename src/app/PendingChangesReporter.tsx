import { useEffect } from 'react';
import { reportPendingChanges } from '../features/pwa/index.ts';
import { useSyncStatus } from '../kit/sync/hooks.ts';

/** Tells the app-wide update prompt how many changes still wait to sync. */
export function PendingChangesReporter() {
  const { pending } = useSyncStatus();
  useEffect(() => reportPendingChanges(pending), [pending]);
  useEffect(() => () => reportPendingChanges(0), []);
  return null;
}
