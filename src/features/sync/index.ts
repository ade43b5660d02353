/** The sync status UI; the sync hooks and provider live in the client kit (re-exported for app/). */
export {
  type ScopeSpec,
  SyncProvider,
  type SyncProviderProps,
  type SyncStatus,
  topLevelLocations,
  useDatabase,
  useMutator,
  usePendingMutations,
  useRejectedMutations,
  useScope,
  useStorageEstimate,
  useSyncEngine,
  useSyncStatus,
  webSocketUrl,
} from '../../kit/index.ts';
export { PendingMutationsList } from './PendingMutationsList.tsx';
export { RejectedMutationsList } from './RejectedMutationsList.tsx';
export { StorageFullModal } from './StorageFullModal.tsx';
export { formatBytes, StorageUsage } from './StorageUsage.tsx';
export { lastSyncedAt, SyncStatusIndicator } from './SyncStatusIndicator.tsx';
