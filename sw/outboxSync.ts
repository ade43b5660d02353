import { flushSignedInUserOutbox } from '../src/sync/outbox/serviceWorkerFlush.ts';

/**
 * One Background Sync attempt: flushes the signed-in user's outbox with the app's own flush code.
 * When rows are still waiting (no network, server errors) it rejects, so the browser tries again
 * later; rows the server rejected or a needed sign-in are the app's to show, not a retry.
 */
export async function flushOutboxInBackground(): Promise<void> {
  const result = await flushSignedInUserOutbox();
  if (result?.state === 'waiting') {
    throw new Error(`Outbox still waiting after Background Sync: ${result.error}`);
  }
}
