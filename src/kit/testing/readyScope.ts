import type { GatehouseDatabase } from '../../db/database.ts';
import { type ScopeSpec, scopeId } from '../../sync/scopes.ts';

/** Puts `spec` in the local database as a scope already synced (ready), as a page finds it. */
export async function putReadyScope(db: GatehouseDatabase, spec: ScopeSpec): Promise<void> {
  await db.scopes.put({
    id: scopeId(spec),
    ...spec,
    cursor: '1',
    lastSyncedAt: Date.now(),
    status: 'ready',
  });
}
