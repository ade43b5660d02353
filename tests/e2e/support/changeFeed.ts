import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { VisitorLogRecord } from '../../../contract/index.ts';
import { openDatabase } from '../../../server/db/database.ts';
import type { TestServer } from './testServer.ts';

/** The PGlite folder inside the server's data folder (the one holding PG_VERSION). */
export function pgliteFolder(dataDir: string): string {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return dataDir;
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    const candidate = join(dataDir, entry.name);
    if (entry.isDirectory() && existsSync(join(candidate, 'PG_VERSION'))) return candidate;
  }
  throw new Error(`No PGlite database under ${dataDir}`);
}

/**
 * Counts the server's change-feed entries of one visitor record by operation, read straight from
 * its database: every write appends exactly one entry, so this counts the writes themselves. The
 * server is stopped while the database is open (PGlite has one owner) and started again.
 */
export async function countChanges(
  server: TestServer,
  record: Pick<VisitorLogRecord, 'EntityHierarchy' | 'evtTimeStampProfileID'>,
): Promise<Record<string, number>> {
  await server.stop();
  const database = await openDatabase({ dataDir: pgliteFolder(server.dataDir) });
  try {
    const { rows } = await database.query<{ op: string; writes: number }>(
      `SELECT op, count(*)::int AS writes FROM change_feed
        WHERE hierarchy = $1 AND record_key = $2 GROUP BY op`,
      [record.EntityHierarchy, record.evtTimeStampProfileID],
    );
    return Object.fromEntries(rows.map((row) => [row.op, row.writes]));
  } finally {
    await database.close();
    await server.start();
  }
}
