/** Test helpers for features built on the kit. */
export { type ApiClient, createApiClient, type FetchLike } from '../../api/apiClient.ts';
export type { GatehouseDatabase } from '../../db/database.ts';
export { sessionDb, userDatabaseName } from '../../db/database.ts';
export { outboxRecordId } from '../../db/schema.ts';
export { scopeId } from '../../sync/scopes.ts';
export { createTestDevice, type TestDevice } from '../../sync/testing/harness.ts';
export { InMemoryServer } from '../../sync/testing/inMemoryServer.ts';
export { TestProviders } from '../../ui/testing/TestProviders.tsx';
export { setOperationPoliciesLoadedForTest } from '../access/useOperationAccess.ts';
export { FIXED_NOW, setClockForEachTest } from './clock.ts';
export { openTestDatabase } from './database.ts';
export { KitTestProviders, testSyncEngine } from './KitTestProviders.tsx';
export {
  adminAt,
  type PageHarness,
  type PageSetup,
  pageHarnessForEachTest,
  type ScriptedAnswer,
  type SentRequest,
  type SignedInAs,
} from './pageHarness.tsx';
export { putReadyScope } from './readyScope.ts';
