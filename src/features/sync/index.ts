/** The sync status UI (the sync hooks and provider are the client kit's). */
export { PendingMutationsList } from './PendingMutationsList.tsx';
export { RejectedMutationsList } from './RejectedMutationsList.tsx';
export { StorageFullModal } from './StorageFullModal.tsx';
export { formatBytes, StorageUsage } from './StorageUsage.tsx';
export { lastSyncedAt, SyncStatusIndicator } from './SyncStatusIndicator.tsx';
