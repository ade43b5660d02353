import { writeRecords } from '../../../server/api/records/writeRecords.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { type DemoWorker, workerEventUpsert } from '../../../server/demo/workforce.ts';
import { pgliteFolder } from './changeFeed.ts';
import type { TestServer } from './testServer.ts';

/**
 * A worker clocks in at `worker.hierarchy` at `at`, written through the server's own write path
 * (record, change feed) straight into its database, as a kiosk's clock-in would be: the server is
 * stopped while the database is open (PGlite has one owner) and started again, and the open
 * pages get the event from the sync engine (catch-up on reconnect, or the publisher's live event).
 */
export async function clockInWhileStopped(
  server: TestServer,
  worker: DemoWorker,
  at: number,
): Promise<string> {
  await server.stop();
  const database = await openDatabase({ dataDir: pgliteFolder(server.dataDir) });
  try {
    const upsert = workerEventUpsert(worker, 'CLOCK_IN', at, at, { shift: 'DAY' });
    await database.transaction((tx) => writeRecords(tx, 'workerLog', [upsert], at));
    return upsert.key;
  } finally {
    await database.close();
    await server.start();
  }
}

/** A worker no demo record has, at `hierarchy`. */
export function newWorker(hierarchy: string): DemoWorker {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return {
    hierarchy,
    ProfileId: `e2e-worker-${suffix}`,
    firstName: 'E2eLive',
    lastName: `Worker${suffix}`,
    email: `e2e-${suffix}@acme.example`,
    phoneNumber: '+27110000000',
    organizationIdValue: `E2E${suffix.toUpperCase()}`,
  };
}
