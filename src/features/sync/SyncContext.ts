import { createContext, useContext } from 'react';
import type { GatehouseDatabase } from '../../db/database.ts';
import type { SyncEngine } from '../../sync/engine.ts';

export interface SyncContextValue {
  db: GatehouseDatabase;
  engine: SyncEngine;
}

export const SyncContext = createContext<SyncContextValue | null>(null);

export function useSyncContext(): SyncContextValue {
  const value = useContext(SyncContext);
  if (!value) throw new Error('useSyncContext must be used inside <SyncProvider>');
  return value;
}
