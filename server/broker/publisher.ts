import type { GlobalEvent, LiveEvent } from '../../contract/events.ts';
import { familyByName } from '../../contract/families.ts';
import { LOCATION_SETTINGS_SUBJECT } from '../../contract/locationSettings.ts';
import { ROLL_CALL_ONLY_FOR_HOSTS } from '../../contract/topicPolicy.ts';
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
  organisation: string;
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
 * Notices of families without a location topic (hosts, directory, invites, inductions) are
 * coalesced. THE BOUND: at most one notice per organisation and family per NOTICE_INTERVAL_MS,
 * whatever the number of changes, so changes of one family published over a span of t ms (an
 * import of 5,000 directory rows, say) produce at most floor(t / NOTICE_INTERVAL_MS) + 2 notices
 * for that organisation, and so at most that many retrievals per client. The first change after
 * a quiet interval is announced at once; later ones leave a pending notice (publisher_notices,
 * so it survives a restart), sent by the first batch after the interval has passed (at most
 * PUBLISH_INTERVAL_MS later). Every change is followed by a notice sent after it was published.
 */
export const NOTICE_INTERVAL_MS = 1000;

/**
 * Every organisation's next unpublished changes, in seq order. Migration 014 keeps seq order
 * equal to commit order only within one organisation, so the cursor is per organisation: a
 * snapshot that shows seq N of organisation O shows every change of O below N, and any change
 * of O it does not show yet will get a seq above N. A global "last seq" would be wrong here:
 * organisation A may still commit seq 10 after organisation B's seq 11 was published.
 * The organisations are found by a skip scan of the (organisation, seq) index, then each is read
 * from its own cursor: one short index probe per organisation per batch.
 */
const PENDING_CHANGES = `
  WITH RECURSIVE organisations(organisation) AS (
    (SELECT organisation FROM change_feed ORDER BY organisation LIMIT 1)
    UNION ALL
    SELECT (SELECT f.organisation FROM change_feed f WHERE f.organisation > o.organisation
             ORDER BY f.organisation LIMIT 1)
      FROM organisations o WHERE o.organisation IS NOT NULL
  )
  SELECT f.seq, f.organisation, f.family, f.hierarchy, f.record_key, f.op, f.lmt, f.event_time,
         f.image
    FROM organisations o
    LEFT JOIN publisher_cursors c ON c.organisation = o.organisation
    CROSS JOIN LATERAL (
      SELECT * FROM change_feed f
       WHERE f.organisation = o.organisation AND f.seq > coalesce(c.last_seq, 0)
       ORDER BY f.seq LIMIT $1
    ) f
   ORDER BY f.seq LIMIT $1`;

interface Notice {
  organisation: string;
  family: string;
  event_type: GlobalEvent['eventType'];
  hierarchy: string;
  lmt: number;
}

/**
 * Publishes one batch of committed change_feed rows after each organisation's cursor
 * (publisher_cursors), in seq order, then advances the cursors in the same transaction; then
 * sends the notices that are due (see NOTICE_INTERVAL_MS). Another instance holding the lock
 * makes this a no-op (returns 0). A failed publish rolls back, so the batch is sent again: at
 * least once. Returns how many changes were handled.
 */
export async function publishBatch(
  db: Database,
  publish: PublishMessage,
  log: (message: string) => void = () => {},
  now: number = Date.now(),
): Promise<number> {
  return db.transaction(async (tx: Sql) => {
    const lock = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [PUBLISHER_LOCK],
    );
    if (!lock.rows[0]?.locked) return 0;
    const { rows } = await tx.query<ChangeFeedRow>(PENDING_CHANGES, [PUBLISH_BATCH_SIZE]);
    const notices = new Map<string, Notice>();
    const cursors = new Map<string, number>();
    for (const row of rows) {
      cursors.set(row.organisation, toNumber(row.seq));
      const family = familyByName(row.family);
      const isConfiguration = row.family === LOCATION_SETTINGS_SUBJECT;
      if (!family && !isConfiguration) {
        log(`change ${String(row.seq)}: unknown family '${row.family}', not published`);
        continue;
      }
      if (family?.topic) {
        await publish(recordTopic(family.topic, row.hierarchy), JSON.stringify(liveEventOf(row)));
      }
      // Families without a live topic, and those whose topic a HOST marshal is refused (they
      // follow the notice instead), are also announced on the organisation's notice topic.
      if (!family?.topic || ROLL_CALL_ONLY_FOR_HOSTS.has(family.topic)) {
        // Families without a live topic (invites, hosts, ...) and configuration changes (location
        // settings) are refreshed on a global notice.
        const event = globalEventOf(row);
        notices.set(`${row.organisation}\u0000${row.family}`, {
          organisation: row.organisation,
          family: row.family,
          event_type: event.eventType,
          hierarchy: row.hierarchy,
          lmt: event.lmt,
        });
      }
    }
    if (rows.length > 0) await advanceCursors(tx, cursors);
    await queueNotices(tx, [...notices.values()]);
    await sendDueNotices(tx, publish, now);
    return rows.length;
  });
}

async function advanceCursors(tx: Sql, cursors: ReadonlyMap<string, number>): Promise<void> {
  const entries = [...cursors].map(([organisation, last_seq]) => ({ organisation, last_seq }));
  await tx.query(
    `INSERT INTO publisher_cursors (organisation, last_seq)
     SELECT organisation, last_seq FROM jsonb_to_recordset($1::jsonb)
       AS x(organisation text, last_seq bigint)
     ON CONFLICT (organisation) DO UPDATE
       SET last_seq = greatest(publisher_cursors.last_seq, excluded.last_seq)`,
    [JSON.stringify(entries)],
  );
  // Monitoring only (how far publishing got); the cursors above are what publishing follows.
  await tx.query('UPDATE publisher_state SET last_seq = greatest(last_seq, $1) WHERE id = 1', [
    Math.max(...cursors.values()),
  ]);
}

/** Marks a notice pending per organisation and family (the newest change's details win). */
async function queueNotices(tx: Sql, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await tx.query(
    `INSERT INTO publisher_notices (organisation, family, pending, event_type, hierarchy, lmt, sent_at)
     SELECT organisation, family, true, event_type, hierarchy, lmt, 0 FROM jsonb_to_recordset($1::jsonb)
       AS x(organisation text, family text, event_type text, hierarchy text, lmt bigint)
     ON CONFLICT (organisation, family) DO UPDATE SET
       pending = true, event_type = excluded.event_type, hierarchy = excluded.hierarchy,
       lmt = greatest(publisher_notices.lmt, excluded.lmt)`,
    [JSON.stringify(notices)],
  );
}

/** Sends each pending notice whose previous one went out NOTICE_INTERVAL_MS ago or earlier. */
async function sendDueNotices(tx: Sql, publish: PublishMessage, now: number): Promise<void> {
  const due = await tx.query<Notice>(
    `UPDATE publisher_notices SET pending = false, sent_at = $1
      WHERE pending AND sent_at <= $1::bigint - $2::bigint
      RETURNING organisation, family, event_type, hierarchy, lmt`,
    [now, NOTICE_INTERVAL_MS],
  );
  for (const notice of due.rows) {
    const event: GlobalEvent = {
      eventType: notice.event_type,
      subject: notice.family,
      EntityHierarchy: notice.hierarchy,
      lmt: toNumber(notice.lmt),
    };
    await publish(globalTopic(notice.organisation), JSON.stringify(event));
  }
}

/**
 * Marks every change in the feed as published without sending it (the demo seed's history is
 * not announced live). Run in the writing transaction, before any publisher starts.
 */
export async function markFeedPublished(tx: Sql): Promise<void> {
  await tx.query(
    `INSERT INTO publisher_cursors (organisation, last_seq)
     SELECT organisation, max(seq) FROM change_feed GROUP BY organisation
     ON CONFLICT (organisation) DO UPDATE SET last_seq = excluded.last_seq`,
  );
  await tx.query(
    'UPDATE publisher_state SET last_seq = (SELECT coalesce(max(seq), 0) FROM change_feed)',
  );
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
