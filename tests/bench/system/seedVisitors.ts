import { writeRecordsInChunks } from '../../../server/api/records/writeRecordsInChunks.ts';
import { visitorSignInUpsert } from '../../../server/api/visitors/visitorWrites.ts';
import type { GatehouseApp } from '../../../server/app.ts';
import { today } from '../../e2e/support/demo.ts';
import { waitUntilPublished } from './writes.ts';

/**
 * Signs `count` visitors in at `hierarchy` today through the server's bulk write path (chunks of
 * 500, the change feed in each), one millisecond apart and ending a second ago, so every one is
 * in the visitor log's default window (today). Resolves once the publisher has sent them all.
 */
export async function seedVisitorsToday(
  gatehouse: GatehouseApp,
  hierarchy: string,
  count: number,
): Promise<void> {
  const now = Date.now();
  const first = Math.max(today().beginTime, now - 1_000 - count);
  const writes = Array.from({ length: count }, (_, i) =>
    visitorSignInUpsert(
      {
        EntityHierarchy: hierarchy,
        firstName: 'Bench',
        lastName: `open${i}`,
        evtTimeStamp: first + i,
        profileId: `bench-open-${i}`,
      },
      now,
    ),
  );
  await writeRecordsInChunks(gatehouse.db, 'visitorLog', writes, { now });
  gatehouse.notifyCommitted();
  await waitUntilPublished(gatehouse, 300_000);
}
