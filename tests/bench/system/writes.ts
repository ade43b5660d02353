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
