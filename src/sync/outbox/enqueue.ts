import { uuidv7 } from 'uuidv7';
import { OPERATIONS } from '../../../contract/index.ts';
import { misplacedSelection, selectionRefusalMessage } from '../../../contract/namedLocations.ts';
import type { GatehouseDatabase, OutboxRow } from '../../db/database.ts';
import type { RecordKey, SyncedRecord } from '../families.ts';
import { serverChangeSeq, serverFields } from '../families.ts';
import type { AnyMutator, MutationContext } from '../mutators/types.ts';
import { baseOf, localRow, pendingForTargets, targetId, visibleOf } from '../rebase.ts';

const SEQ_KEY = 'outboxSeq';

/**
 * Queues a mutation: the optimistic state of every record it affects and the outbox row are
 * written in ONE transaction (strict durability is set on the database), so either all survive
 * or none does. The request is built and checked against the contract first: bad arguments fail
 * here with the schema's message, and nothing is queued; so does a change at 'ALL', which the
 * server would refuse (contract/namedLocations.ts).
 */
export async function enqueueMutation(
  db: GatehouseDatabase,
  mutator: AnyMutator,
  args: unknown,
  now: number,
  clientTime: number,
): Promise<OutboxRow> {
  const context: MutationContext = { mutationId: uuidv7(), clientTime: Math.round(clientTime) };
  const { operation, body } = mutator.request(args, context);
  const checked = OPERATIONS[operation].request.safeParse(body);
  if (!checked.success) {
    throw new Error(`Invalid ${mutator.name}: ${checked.error.message}`);
  }
  const selection = misplacedSelection(body, true);
  if (selection !== undefined) {
    throw new Error(`Invalid ${mutator.name}: ${selectionRefusalMessage(selection)}`);
  }
  const targets = dedupe(mutator.affects(args, context));
  const tables = [...new Set(targets.map((t) => t.table))].map((name) => db.table(name));
  return db.transaction('rw', [...tables, db.outbox, db.meta], async () => {
    const last = (await db.meta.get(SEQ_KEY))?.value;
    const seq = (typeof last === 'number' ? last : 0) + 1;
    await db.meta.put({ key: SEQ_KEY, value: seq });
    const [pending, stored] = await Promise.all([
      pendingForTargets(db, targets),
      Promise.all(targets.map((t) => db.table<SyncedRecord, RecordKey>(t.table).get(t.key))),
    ]);
    const records: OutboxRow['records'] = [];
    const writes: Promise<unknown>[] = [];
    for (const [i, target] of targets.entries()) {
      const current = stored[i];
      records.push({ ...target, baseSeq: current ? serverChangeSeq(current) : -1 });
      const next: SyncedRecord | null = mutator.apply(visibleOf(current), args, context, target);
      const count = (pending.get(targetId(target))?.length ?? 0) + 1;
      const row = localRow(baseOf(current), next === null ? null : serverFields(next), count);
      const table = db.table<SyncedRecord, RecordKey>(target.table);
      if (row) writes.push(table.put(row));
      else if (current) writes.push(table.delete(target.key));
    }
    await Promise.all(writes);
    const row: OutboxRow = {
      id: context.mutationId,
      seq,
      mutator: mutator.name,
      args,
      records,
      recordIds: targets.map(targetId),
      clientTime: context.clientTime,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      status: 'pending',
    };
    await db.outbox.add(row);
    return row;
  });
}

function dedupe<T extends { table: string; key: RecordKey }>(targets: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const t of targets) seen.set(JSON.stringify([t.table, t.key]), t);
  return [...seen.values()];
}
