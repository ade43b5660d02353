import type { ApiClient } from '../../api/apiClient.ts';
import { AuthRequiredError, errorMessage } from '../../api/errors.ts';
import type { GatehouseDatabase } from '../../db/database.ts';
import { syncFamily } from '../families.ts';
import type { MutatorRegistry } from '../mutators/types.ts';
import { isQuotaExceeded } from '../storage.ts';
import { applyRetrieval } from './applyRetrieval.ts';
import { fetchScope } from './fetchScope.ts';
import { log } from '../../log/consoleOutput.ts';

export type SyncMode = 'catch-up' | 'full';
export type SyncOutcome = 'ok' | 'failed' | 'auth-required' | 'storage-full';

export interface ScopeSyncOptions {
  db: GatehouseDatabase;
  api: ApiClient;
  mutators: MutatorRegistry;
  now: () => number;
}

/**
 * Brings one scope up to date: the changes after its cursor (catch-up), or the whole window
 * when it has no cursor yet, on a full refresh, or when the server says the cursor is too old.
 */
export async function syncScope(
  options: ScopeSyncOptions,
  scopeId: string,
  mode: SyncMode,
): Promise<SyncOutcome> {
  const { db, api, mutators, now } = options;
  const scope = await db.scopes.get(scopeId);
  if (!scope) return 'ok';
  if (scope.hierarchies.length === 0) {
    // An empty subtree (no accessible location yet) has nothing to load or to ask the server.
    await db.scopes.update(scopeId, { status: 'ready', cursor: '0', lastSyncedAt: now() });
    return 'ok';
  }
  const family = syncFamily(scope.family);
  const since = mode === 'full' ? null : scope.cursor;
  try {
    let answer = await fetchScope(api, family, scope, since);
    let full = since === null;
    if (answer.kind === 'cursor-expired') {
      answer = await fetchScope(api, family, scope, null);
      full = true;
    }
    if (answer.kind === 'cursor-expired') throw new Error('Full retrieval answered CURSOR_EXPIRED');
    await applyRetrieval(db, family, scopeId, answer, full ? 'full' : 'changes', mutators, now());
    return 'ok';
  } catch (error) {
    // Out of storage: recording the error would fail the same way.
    if (isQuotaExceeded(error)) return 'storage-full';
    const message = errorMessage(error);
    await db.scopes.update(scopeId, {
      error: message,
      ...(scope.cursor === null ? { status: 'error' as const } : {}),
    });
    if (error instanceof AuthRequiredError) return 'auth-required';
    log.warn(`Syncing scope ${scopeId} failed`, message);
    return 'failed';
  }
}
