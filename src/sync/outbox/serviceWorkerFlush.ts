import { createApiClient, type FetchLike } from '../../api/apiClient.ts';
import { GatehouseDatabase, sessionDb, userDatabaseName } from '../../db/database.ts';
import { type FlushResult, flushOutbox } from './flush.ts';

/**
 * Background Sync entry point for the service worker: flushes the outbox of the signed-in user's
 * database (the session cookie authenticates the calls) with the same code as the sync leader.
 */
export async function flushSignedInUserOutbox(
  options: { fetch?: FetchLike; apiBase?: string; authBase?: string } = {},
): Promise<FlushResult | null> {
  const session = await sessionDb.session.get('current');
  if (!session) return null;
  const db = new GatehouseDatabase(userDatabaseName(session.user));
  try {
    return await flushOutbox({ db, api: createApiClient(options), ignoreBackoff: true });
  } finally {
    db.close();
  }
}
