export {
  useDatabase,
  useMutator,
  useRejectedMutations,
  useScope,
  useSyncEngine,
  useSyncStatus,
} from './hooks.ts';
export { RejectedMutationsList } from './RejectedMutationsList.tsx';
export {
  SyncProvider,
  type SyncProviderProps,
  topLevelLocations,
  webSocketUrl,
} from './SyncProvider.tsx';
export { lastSyncedAt, SyncStatusIndicator } from './SyncStatusIndicator.tsx';
export type { ScopeSpec } from '../../sync/scopes.ts';
export type { SyncStatus } from '../../sync/status.ts';
