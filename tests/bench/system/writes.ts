import { signVisitorsIn } from '../../../server/api/visitors/visitorWrites.ts';
import type { GatehouseApp } from '../../../server/app.ts';

/** A bench visitor's name: `{firstName} {lastName}` is how the visitor log shows it. */
export function benchVisitor(tag: string, index: number) {
  return { firstName: 'Bench', lastName: `${tag}n${index}` };
}

/**
 * Signs visitors in at `hierarchy` through the server's own write path (one transaction, the
 * change feed in it), then kicks the publisher. Resolves with the commit time (epoch ms).
 */
export async function writeVisitors(
  gatehouse: GatehouseApp,
  hierarchy: string,
  people: readonly { firstName: string; lastName: string }[],
): Promise<number> {
  const now = Date.now();
  await gatehouse.db.transaction((tx) =>
    signVisitorsIn(
      tx,
      people.map((person) => ({ EntityHierarchy: hierarchy, ...person })),
      now,
    ),
  );
  const committedAt = Date.now();
  gatehouse.notifyCommitted();
  return committedAt;
}

/** Resolves once the publisher has sent every committed change (the server is idle again). */
export async function waitUntilPublished(gatehouse: GatehouseApp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await gatehouse.db.query<{ published: unknown; written: unknown }>(
      `SELECT (SELECT last_seq FROM publisher_state WHERE id = 1) AS published,
              (SELECT coalesce(max(seq), 0) FROM change_feed) AS written`,
    );
    if (Number(rows[0]?.published) >= Number(rows[0]?.written)) return;
    if (Date.now() > deadline) throw new Error('the publisher did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
