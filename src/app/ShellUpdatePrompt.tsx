import { UpdatePrompt } from '../features/pwa/index.ts';
import { useSyncStatus } from '../features/sync/index.ts';

/** The service worker's update prompt, told how many changes still wait to sync. */
export function ShellUpdatePrompt() {
  const status = useSyncStatus();
  return <UpdatePrompt pendingChanges={status.pending} />;
}
