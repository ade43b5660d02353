import type { ApiClient } from '../../api/apiClient.ts';
import {
  AuthRequiredError,
  errorMessage,
  RejectedError,
  RetryableError,
} from '../../api/errors.ts';
import type { GatehouseDatabase, OutboxRow } from '../../db/database.ts';
import type { RecordKey, SyncedRecord } from '../families.ts';
import { serverChangeSeq } from '../families.ts';
import type { LockManagerLike } from '../leader.ts';
import { MUTATORS } from '../mutators/index.ts';
import type { MutatorRegistry, RecordTarget } from '../mutators/types.ts';
import {
  baseOf,
  composeRecord,
  mutationContext,
  pendingForTargets,
  targetId,
  visibleOf,
} from '../rebase.ts';
import { isPausedForSignIn, pauseForSignIn, signInEpoch } from './authPause.ts';
import { backoffDelay } from './backoff.ts';
import { log } from '../../log/consoleOutput.ts';

export { AUTH_PAUSE_KEY } from './authPause.ts';

export type FlushResult =
  | { state: 'idle'; sent: number }
  | { state: 'waiting'; sent: number; retryAt: number; error: string }
  | { state: 'auth-required'; sent: number };

export interface FlushOptions {
  db: GatehouseDatabase;
  api: ApiClient;
  mutators?: MutatorRegistry;
  now?: () => number;
  random?: () => number;
  /** Try the head row even if its backoff has not run out (the browser says we are online). */
  ignoreBackoff?: boolean;
  /** Web Locks of the browser (default `navigator.locks`); null flushes without the lock. */
  locks?: LockManagerLike | null;
}

/**
 * Sends pending outbox rows one at a time in queue order, each with its id as Idempotency-Key.
 * Used by the sync leader and by the service worker's Background Sync handler: a Web Lock per
 * database keeps the two from sending the same row at the same time (harmless for the server,
 * which answers a repeated key from its store, but it would confirm rows out of turn).
 */
export async function flushOutbox(options: FlushOptions): Promise<FlushResult> {
  const locks = options.locks === undefined ? globalThis.navigator?.locks : options.locks;
  if (!locks) return flushWithoutLock(options);
  const result = await locks.request(`gatehouse-outbox-flush:${options.db.name}`, {}, () =>
    flushWithoutLock(options),
  );
  return result as FlushResult;
}

async function flushWithoutLock(options: FlushOptions): Promise<FlushResult> {
  const { db, api } = options;
  const mutators: MutatorRegistry = options.mutators ?? MUTATORS;
  const now = options.now ?? Date.now;
  let sent = 0;
  for (;;) {
    if (await isPausedForSignIn(db)) return { state: 'auth-required', sent };
    const epoch = await signInEpoch(db);
    const head = await db.outbox.where('status').equals('pending').sortBy('seq');
    const row = head[0];
    if (!row) return { state: 'idle', sent };
    if (!options.ignoreBackoff && row.nextAttemptAt > now()) {
      return { state: 'waiting', sent, retryAt: row.nextAttemptAt, error: row.lastError ?? '' };
    }
    const mutator = mutators[row.mutator];
    if (!mutator) {
      await rejectRow(db, row, `Unknown operation ${row.mutator}`, mutators);
      continue;
    }
    const { operation, body } = mutator.request(row.args, mutationContext(row));
    try {
      await api.callRaw(operation, body, { idempotencyKey: row.id });
    } catch (error) {
      if (error instanceof AuthRequiredError) {
        if (await pauseForSignIn(db, epoch)) return { state: 'auth-required', sent };
        continue;
      }
      if (error instanceof RejectedError) {
        await rejectRow(db, row, error.message, mutators);
        continue;
      }
      const attempts = row.attempts + 1;
      const retryAt = now() + backoffDelay(attempts, options.random);
      const message = errorMessage(error);
      await db.outbox.update(row.id, { attempts, nextAttemptAt: retryAt, lastError: message });
      if (!(error instanceof RetryableError)) log.warn('Outbox: unexpected error', error);
      return { state: 'waiting', sent, retryAt, error: message };
    }
    await confirmRow(db, row, mutators);
    sent += 1;
  }
}

/**
 * The server applied the row: drop it. A record with nothing else pending shows the server's
 * image when one newer than the row's base has arrived (it carries the change), otherwise the
 * local state until the server's image arrives (a removed record goes at once).
 */
async function confirmRow(
  db: GatehouseDatabase,
  row: OutboxRow,
  mutators: MutatorRegistry,
): Promise<void> {
  await db.transaction('rw', [...recordTables(db, row), db.outbox], async () => {
    await db.outbox.delete(row.id);
    const pending = await pendingForTargets(db, row.records);
    await Promise.all(
      row.records.map(async (target) => {
        const table = db.table<SyncedRecord, RecordKey>(target.table);
        const record = await table.get(target.key);
        if (!record) return;
        const remaining = pending.get(targetId(target)) ?? [];
        if (remaining.length > 0) {
          await writeLocal(db, target, composeRecord(baseOf(record), remaining, mutators, target));
          return;
        }
        const base = baseOf(record);
        const settled = base && serverChangeSeq(record) > target.baseSeq ? base : visibleOf(record);
        await writeLocal(db, target, settled ?? null);
      }),
    );
  });
}

/**
 * The server refused the row: keep it as not applied with the server's reason, and show every
 * record it affected as the server has it, with the other pending mutations on top (a refused
 * create disappears, a refused remove comes back).
 */
async function rejectRow(
  db: GatehouseDatabase,
  row: OutboxRow,
  reason: string,
  mutators: MutatorRegistry,
): Promise<void> {
  await db.transaction('rw', [...recordTables(db, row), db.outbox], async () => {
    await db.outbox.update(row.id, {
      status: 'rejected',
      lastError: reason,
      attempts: row.attempts + 1,
    });
    const pending = await pendingForTargets(db, row.records);
    await Promise.all(
      row.records.map(async (target) => {
        const record = await db.table<SyncedRecord, RecordKey>(target.table).get(target.key);
        const remaining = pending.get(targetId(target)) ?? [];
        await writeLocal(db, target, composeRecord(baseOf(record), remaining, mutators, target));
      }),
    );
  });
}

function recordTables(db: GatehouseDatabase, row: OutboxRow) {
  return [...new Set(row.records.map((r) => r.table))].map((name) => db.table(name));
}

async function writeLocal(
  db: GatehouseDatabase,
  target: RecordTarget,
  record: SyncedRecord | null,
): Promise<void> {
  const table = db.table<SyncedRecord, RecordKey>(target.table);
  if (record) await table.put(record);
  else await table.delete(target.key);
}
