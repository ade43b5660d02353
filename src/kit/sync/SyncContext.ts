import { createContext, useContext } from 'react';
import type { ApiClient } from '../../api/apiClient.ts';
import type { GatehouseDatabase } from '../../db/database.ts';
import type { SyncEngine } from '../../sync/engine.ts';

export interface SyncContextValue {
  /** The user's database; null while the database layer (Dexie) loads on a cold start. */
  db: GatehouseDatabase | null;
  /** Its name, for the first rows read without Dexie (kit/records/readFirstRows.ts). */
  dbName?: string;
  engine: SyncEngine;
  /** The API client of the signed-in session, for online-only operations. */
  api?: ApiClient;
}

export const SyncContext = createContext<SyncContextValue | null>(null);

export function useSyncContext(): SyncContextValue {
  const value = useContext(SyncContext);
  if (!value) throw new Error('useSyncContext must be used inside <SyncProvider>');
  return value;
}
