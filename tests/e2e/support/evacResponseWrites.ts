import { withServerDatabase } from './serverDatabase.ts';
import type { TestServer } from './testServer.ts';

/** How one mark (one mutation id) was written at a location. */
export interface MarkWrites {
  /** Stored response records carrying the mutation id. */
  stored: number;
  /** Change-feed entries of those records by operation, e.g. { INSERT: 1 }. */
  changes: Record<string, number>;
}

/**
 * The evacuation status marks stored at `hierarchy`, per mutation id, read straight from the
 * server's database with the change-feed entries written for them: a mark delivered twice would
 * show as a second record or a second entry. On PGlite the server is stopped while the database
 * is open and started again (withServerDatabase).
 */
export async function evacResponseWrites(
  server: TestServer,
  hierarchy: string,
): Promise<Map<string, MarkWrites>> {
  return withServerDatabase(server, async (database) => {
    const stored = await database.query<{ mutation: string; records: number }>(
      `SELECT record->>'mutationId' AS mutation, count(*)::int AS records FROM evac_responses
        WHERE hierarchy = $1 AND NOT deleted GROUP BY 1`,
      [hierarchy],
    );
    const changes = await database.query<{ mutation: string; op: string; writes: number }>(
      `SELECT image->>'mutationId' AS mutation, op, count(*)::int AS writes FROM change_feed
        WHERE family = 'evacResponses' AND hierarchy = $1 GROUP BY 1, 2`,
      [hierarchy],
    );
    const writes = new Map<string, MarkWrites>();
    const of = (mutation: string) => {
      const known = writes.get(mutation) ?? { stored: 0, changes: {} };
      writes.set(mutation, known);
      return known;
    };
    for (const row of stored.rows) of(row.mutation).stored = row.records;
    for (const row of changes.rows) of(row.mutation).changes[row.op] = row.writes;
    return writes;
  });
}
