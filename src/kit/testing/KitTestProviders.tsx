import type { ReactNode } from 'react';
import type { ApiClient } from '../../api/apiClient.ts';
import type { GatehouseDatabase } from '../../db/database.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import { TestProviders } from '../../ui/testing/TestProviders.tsx';
import { SyncContext } from '../sync/SyncContext.ts';

/**
 * A sync engine for component tests that reads the local database only: scopes open without
 * fetching, mutations resolve without writing (pass `mutate` to record them). Override any part.
 */
export function testSyncEngine(overrides: Partial<SyncEngine> = {}): SyncEngine {
  const status: ReturnType<SyncEngine['getStatus']> = {
    connection: 'online',
    role: 'leader',
    pending: 0,
    rejected: 0,
    authRequired: false,
    storageFull: false,
    scopes: {},
  };
  return {
    openScope: () => () => undefined,
    mutate: async () => 'test-mutation',
    getStatus: () => status,
    subscribeStatus: () => () => undefined,
    flush: async () => null,
    refresh: async () => undefined,
    resumeAfterSignIn: async () => undefined,
    freeUpSpace: async () => 0,
    dismissRejected: async () => undefined,
    settle: async () => undefined,
    stop: () => undefined,
    ...overrides,
  };
}

/**
 * Mantine, Lingui and the kit's sync context over a real local database; `api` (for online-only
 * operations) is a real API client, e.g. createApiClient({ fetch }) over a scripted server.
 */
export function KitTestProviders(props: {
  db: GatehouseDatabase;
  engine?: SyncEngine;
  api?: ApiClient;
  children: ReactNode;
}) {
  const { db, engine = testSyncEngine(), api, children } = props;
  return (
    <TestProviders>
      <SyncContext.Provider value={api ? { db, engine, api } : { db, engine }}>
        {children}
      </SyncContext.Provider>
    </TestProviders>
  );
}
