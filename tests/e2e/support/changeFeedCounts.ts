import type { VisitorLogRecord } from '../../../contract/index.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { pgliteFolder } from './changeFeed.ts';
import type { TestServer } from './testServer.ts';

type RecordRef = Pick<VisitorLogRecord, 'EntityHierarchy' | 'evtTimeStampProfileID'>;

/** Writes per change-feed operation, e.g. { INSERT: 1, MODIFY: 1 }. */
export type ChangeCounts = Record<string, number>;

/**
 * `countChanges` for several visitor records with one stop and start of the server: the
 * change-feed entries of each record by operation, in the order of `records`.
 */
export async function countChangesOfAll(
  server: TestServer,
  records: readonly RecordRef[],
): Promise<ChangeCounts[]> {
  await server.stop();
  const database = await openDatabase({ dataDir: pgliteFolder(server.dataDir) });
  try {
    const counts: ChangeCounts[] = [];
    for (const record of records) {
      const { rows } = await database.query<{ op: string; writes: number }>(
        `SELECT op, count(*)::int AS writes FROM change_feed
          WHERE hierarchy = $1 AND record_key = $2 GROUP BY op`,
        [record.EntityHierarchy, record.evtTimeStampProfileID],
      );
      counts.push(Object.fromEntries(rows.map((row) => [row.op, row.writes])));
    }
    return counts;
  } finally {
    await database.close();
    await server.start();
  }
}
