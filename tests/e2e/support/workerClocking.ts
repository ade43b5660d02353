import { type RecordUpsert, writeRecords } from '../../../server/api/records/writeRecords.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { type DemoWorker, workerEventUpsert } from '../../../server/demo/workforce.ts';
import { pgliteFolder } from './changeFeed.ts';
import type { TestServer } from './testServer.ts';

/**
 * Worker events written through the server's own write path (record, change feed) straight into
 * its database, as a kiosk's clock-ins and clock-outs would be: the server is stopped while the
 * database is open (PGlite has one owner) and started again, and the open pages get the events
 * from the sync engine (catch-up on reconnect, or the publisher's live event).
 */
export async function writeWorkerEventsWhileStopped(
  server: TestServer,
  events: readonly RecordUpsert[],
  at: number,
): Promise<void> {
  await server.stop();
  const database = await openDatabase({ dataDir: pgliteFolder(server.dataDir) });
  try {
    await database.transaction((tx) => writeRecords(tx, 'workerLog', [...events], at));
  } finally {
    await database.close();
    await server.start();
  }
}

/** A worker clocks in at `worker.hierarchy` at `at` (writeWorkerEventsWhileStopped). */
export async function clockInWhileStopped(
  server: TestServer,
  worker: DemoWorker,
  at: number,
): Promise<string> {
  const upsert = workerEventUpsert(worker, 'CLOCK_IN', at, at, { shift: 'DAY' });
  await writeWorkerEventsWhileStopped(server, [upsert], at);
  return upsert.key;
}

/**
 * A shift that has ended and one still open at `hierarchy`, both inside today (`beginOfToday`)
 * at any hour: minutes before now, or just after midnight in the first minutes of a day.
 */
export async function shiftsOfTodayWhileStopped(
  server: TestServer,
  hierarchy: string,
  beginOfToday: number,
): Promise<void> {
  const now = Date.now();
  const base = Math.max(beginOfToday, now - 3 * 60_000);
  const [done, open] = [newWorker(hierarchy), newWorker(hierarchy)];
  const clockIn = base + 1_000;
  await writeWorkerEventsWhileStopped(
    server,
    [
      workerEventUpsert(done, 'CLOCK_IN', clockIn, clockIn, { shift: 'DAY' }),
      workerEventUpsert(done, 'CLOCK_OUT', base + 2_000, clockIn),
      workerEventUpsert(open, 'CLOCK_IN', base + 3_000, base + 3_000, { shift: 'DAY' }),
    ],
    now,
  );
}

let workersMade = 0;

/** A worker no demo record has, at `hierarchy`. */
export function newWorker(hierarchy: string): DemoWorker {
  workersMade += 1;
  const suffix = `${Date.now().toString(36)}${workersMade.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
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
