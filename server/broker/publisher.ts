import type { LiveEvent } from '../../contract/events.ts';
import { familyByName } from '../../contract/families.ts';
import type { GlobalEvent } from '../../contract/events.ts';
import { organisationOf } from '../../contract/hierarchy.ts';
import { globalTopic, recordTopic } from '../../contract/topics.ts';
import type { Database, Sql } from '../db/database.ts';

/** Advisory lock key held (per transaction) by the one publisher working on a database. */
const PUBLISHER_LOCK = 727003;
export const PUBLISH_BATCH_SIZE = 500;
export const PUBLISH_INTERVAL_MS = 250;

/** Sends one message with QoS 1; resolves when the broker has it. */
export type PublishMessage = (topic: string, payload: string) => Promise<void>;

export interface Publisher {
  /** Publishes pending changes soon (call after a write commits). */
  kick(): void;
  /** Publishes every pending change now; resolves with how many were sent. */
  drain(): Promise<number>;
  /** Stops the timer and waits for a running batch to finish. */
  stop(): Promise<void>;
}

interface ChangeFeedRow {
  seq: unknown;
  family: string;
  hierarchy: string;
  record_key: string;
  op: LiveEvent['eventType'];
  lmt: unknown;
  event_time: unknown;
  image: Record<string, unknown> | null;
}

/** bigint columns arrive as strings from pg and as bigint or number from PGlite. */
function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function globalEventOf(row: ChangeFeedRow): GlobalEvent {
  return {
    eventType: row.op === 'REMOVE' ? 'REMOVE' : 'INSERT',
    subject: row.family,
    EntityHierarchy: row.hierarchy,
    lmt: toNumber(row.lmt),
  };
}

function liveEventOf(row: ChangeFeedRow): LiveEvent {
  return {
    eventType: row.op,
    family: row.family,
    EntityHierarchy: row.hierarchy,
    key: row.record_key,
    changeSeq: toNumber(row.seq),
    lmt: toNumber(row.lmt),
    eventTime: row.event_time === null ? null : toNumber(row.event_time),
    ...(row.image ? { NewImage: row.image } : {}),
  };
}

/**
 * Publishes one batch of committed change_feed rows after publisher_state.last_seq, in seq order,
 * then advances last_seq in the same transaction. Another instance holding the lock makes this a
 * no-op (returns 0). A failed publish rolls back, so the batch is sent again: at least once.
 */
export async function publishBatch(
  db: Database,
  publish: PublishMessage,
  log: (message: string) => void = () => {},
): Promise<number> {
  return db.transaction(async (tx: Sql) => {
    const lock = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [PUBLISHER_LOCK],
    );
    if (!lock.rows[0]?.locked) return 0;
    const state = await tx.query<{ last_seq: unknown }>(
      'SELECT last_seq FROM publisher_state WHERE id = 1 FOR UPDATE',
    );
    const lastSeq = toNumber(state.rows[0]?.last_seq ?? 0);
    const { rows } = await tx.query<ChangeFeedRow>(
      `SELECT seq, family, hierarchy, record_key, op, lmt, event_time, image
         FROM change_feed WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [lastSeq, PUBLISH_BATCH_SIZE],
    );
    if (rows.length === 0) return 0;
    for (const row of rows) {
      const family = familyByName(row.family);
      if (!family) {
        log(`change ${String(row.seq)}: unknown family '${row.family}', not published`);
        continue;
      }
      if (family.topic) {
        await publish(recordTopic(family.topic, row.hierarchy), JSON.stringify(liveEventOf(row)));
      } else {
        // Families without a live topic (invites, hosts, ...) are refreshed on a global notice.
        await publish(
          globalTopic(organisationOf(row.hierarchy)),
          JSON.stringify(globalEventOf(row)),
        );
      }
    }
    const newLastSeq = toNumber(rows.at(-1)?.seq);
    await tx.query('UPDATE publisher_state SET last_seq = $1 WHERE id = 1', [newLastSeq]);
    return rows.length;
  });
}

/**
 * Runs publishBatch on kick() and every `intervalMs` (so writes of other server instances are
 * picked up too), never two batches at once, until stopped.
 */
export function startPublisher(options: {
  db: Database;
  publish: PublishMessage;
  intervalMs?: number;
  log?: (message: string) => void;
}): Publisher {
  const log = options.log ?? (() => {});
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const drain = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const sent = await publishBatch(options.db, options.publish, log);
      total += sent;
      if (sent < PUBLISH_BATCH_SIZE || stopped) return total;
    }
  };

  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        log(`publishing changes failed, will retry: ${String(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  };

  const timer = setInterval(() => void run(), options.intervalMs ?? PUBLISH_INTERVAL_MS);
  timer.unref();

  return {
    kick: () => {
      if (!stopped) void run();
    },
    drain: async () => {
      await running;
      return stopped ? 0 : drain();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
