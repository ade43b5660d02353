export type { ScopeSpec } from '../../sync/scopes.ts';
export type { SyncStatus } from '../../sync/status.ts';
export {
  useDatabase,
  useMutator,
  useRejectedMutations,
  useScope,
  useStorageEstimate,
  useSyncEngine,
  useSyncStatus,
} from './hooks.ts';
export { RejectedMutationsList } from './RejectedMutationsList.tsx';
export { renderableRecords } from './records.ts';
export { StorageFullModal } from './StorageFullModal.tsx';
export { formatBytes, StorageUsage } from './StorageUsage.tsx';
export {
  SyncProvider,
  type SyncProviderProps,
  topLevelLocations,
  webSocketUrl,
} from './SyncProvider.tsx';
export { lastSyncedAt, SyncStatusIndicator } from './SyncStatusIndicator.tsx';
