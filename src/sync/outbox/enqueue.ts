import { uuidv7 } from 'uuidv7';
import type { GatehouseDatabase, OutboxRow } from '../../db/database.ts';
import type { RecordKey, SyncedRecord } from '../families.ts';
import { serverFields } from '../families.ts';
import type { AnyMutator } from '../mutators/types.ts';

const SEQ_KEY = 'outboxSeq';

/**
 * Queues a mutation: the optimistic record and the outbox row are written in ONE transaction
 * (strict durability is set on the database), so either both survive or neither does.
 */
export async function enqueueMutation(
  db: GatehouseDatabase,
  mutator: AnyMutator,
  args: unknown,
  now: number,
): Promise<OutboxRow> {
  const table = db.table(mutator.table);
  const recordKey = mutator.recordKey(args) as RecordKey;
  return db.transaction('rw', [table, db.outbox, db.meta], async () => {
    const last = (await db.meta.get(SEQ_KEY))?.value;
    const seq = (typeof last === 'number' ? last : 0) + 1;
    await db.meta.put({ key: SEQ_KEY, value: seq });
    const row: OutboxRow = {
      id: uuidv7(),
      seq,
      mutator: mutator.name,
      args,
      table: mutator.table,
      recordKey,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      status: 'pending',
    };
    await db.outbox.add(row);
    const current = (await table.get(recordKey)) as SyncedRecord | undefined;
    if (current) {
      const base = (current._base as SyncedRecord | undefined) ?? serverFields(current);
      const visible = serverFields(mutator.apply(serverFields(current), args));
      await table.put({ ...visible, _base: base, _pending: (current._pending ?? 0) + 1 });
    }
    return row;
  });
}
