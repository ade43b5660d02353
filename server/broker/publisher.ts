import type { GlobalEvent, LiveEvent } from '../../contract/events.ts';
import { familyByName } from '../../contract/families.ts';
import { LOCATION_SETTINGS_SUBJECT } from '../../contract/locationSettings.ts';
import { globalTopic, recordTopic } from '../../contract/topics.ts';
import type { Database, Sql } from '../db/database.ts';
import {
  acquirePublisherLease,
  fenceParams,
  newPublisherLease,
  PUBLISHER_LEASE_MS,
  type PublisherLease,
  releasePublisherLease,
  StalePublisherError,
} from './publisherLease.ts';
import { PublishLag } from './publishLag.ts';

export const PUBLISH_BATCH_SIZE = 500;
export const PUBLISH_INTERVAL_MS = 250;

/** Sends one message with QoS 1; resolves when the broker has it. */
export type PublishMessage = (topic: string, payload: string) => Promise<void>;

export interface Publisher {
  /** Publishes pending changes soon (call after a write commits). */
  kick(): void;
  /** Publishes every pending change now; resolves with how many were sent. */
  drain(): Promise<number>;
  /** Stops the timer, waits for a running batch to finish and gives the publisher role up. */
  stop(): Promise<void>;
  /** Publish lag of the changes this instance published, and whether it holds the role. */
  lag: PublishLag;
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
  /** change_feed.created_at in epoch ms (the writing transaction's start). */
  created_ms: unknown;
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
         f.image, (extract(epoch FROM f.created_at) * 1000)::float8 AS created_ms
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
 * (publisher_cursors), in seq order, while holding the publisher role (publisherLease.ts), then
 * advances the cursors; then sends the notices that are due (see NOTICE_INTERVAL_MS). Another
 * instance holding the role makes this a no-op (returns 0). No transaction is open while the
 * broker is awaited: every statement commits on its own, and the progress writes carry the
 * lease's fencing token, so a holder that froze or lost the database mid-batch and was taken
 * over writes nothing (its sends were duplicates, which subscribers drop by changeSeq). A
 * failed publish leaves the cursors where they were, so the batch is sent again: at least once.
 * Without `lease`, takes the role for this one batch and gives it up after.
 * Returns how many changes were handled.
 */
export async function publishBatch(
  db: Database,
  publish: PublishMessage,
  log: (message: string) => void = () => {},
  now: number = Date.now(),
  options: { lease?: PublisherLease; lag?: PublishLag } = {},
): Promise<number> {
  const lease = options.lease ?? newPublisherLease();
  try {
    const held = await acquirePublisherLease(db, lease);
    if (options.lag) options.lag.publishing = held !== null;
    if (!held) return 0;
    const clockOffset = held.databaseNowMs - Date.now();
    const { rows } = await db.query<ChangeFeedRow>(PENDING_CHANGES, [PUBLISH_BATCH_SIZE]);
    const notices = new Map<string, Notice>();
    const cursors = new Map<string, number>();
    let renewedAt = Date.now();
    for (const row of rows) {
      // A long batch (a slow broker) renews the role as it goes, and stops once it was lost.
      if (Date.now() - renewedAt > PUBLISHER_LEASE_MS / 3) {
        if (!(await acquirePublisherLease(db, lease))) throw new StalePublisherError(lease);
        renewedAt = Date.now();
      }
      cursors.set(row.organisation, toNumber(row.seq));
      const family = familyByName(row.family);
      const isConfiguration = row.family === LOCATION_SETTINGS_SUBJECT;
      if (!family && !isConfiguration) {
        log(`change ${String(row.seq)}: unknown family '${row.family}', not published`);
        continue;
      }
      if (family?.topic) {
        await publish(recordTopic(family.topic, row.hierarchy), JSON.stringify(liveEventOf(row)));
        options.lag?.record(Date.now() + clockOffset - toNumber(row.created_ms));
      }
      // Every change is also announced on the organisation's notice topic (coalesced): families
      // without a live topic (invites, hosts, ...) and configuration changes are refreshed on it,
      // and so is a topic a client was refused (a HOST marshal's worker events, a region with a
      // site whose records the user may not read: contract/topicPolicy.ts).
      const event = globalEventOf(row);
      notices.set(`${row.organisation}\u0000${row.family}`, {
        organisation: row.organisation,
        family: row.family,
        event_type: event.eventType,
        hierarchy: row.hierarchy,
        lmt: event.lmt,
      });
    }
    if (rows.length > 0 || notices.size > 0) {
      await recordProgress(db, lease, cursors, [...notices.values()]);
    }
    await sendDueNotices(db, lease, publish, now);
    return rows.length;
  } finally {
    if (!options.lease) await releasePublisherLease(db, lease);
  }
}

/** The lease row, locked for the statement, only while `$1`/`$2` hold the role. */
const FENCE = `fence AS (
    SELECT token FROM publisher_lease WHERE id = 1 AND holder = $1 AND token = $2 FOR UPDATE
  )`;

/**
 * Advances the cursors (and the monitoring last_seq) and marks the coalesced notices pending,
 * in one statement that writes nothing unless `lease` still holds the role.
 */
async function recordProgress(
  sql: Sql,
  lease: PublisherLease,
  cursors: ReadonlyMap<string, number>,
  notices: readonly Notice[],
): Promise<void> {
  const entries = [...cursors].map(([organisation, last_seq]) => ({ organisation, last_seq }));
  const { rows } = await sql.query<{ fenced: unknown }>(
    `WITH ${FENCE},
     cursors AS (
       INSERT INTO publisher_cursors (organisation, last_seq)
       SELECT organisation, last_seq FROM jsonb_to_recordset($3::jsonb)
         AS x(organisation text, last_seq bigint)
        WHERE EXISTS (SELECT 1 FROM fence)
       ON CONFLICT (organisation) DO UPDATE
         SET last_seq = greatest(publisher_cursors.last_seq, excluded.last_seq)
       RETURNING 1
     ),
     state AS (
       -- Monitoring only (how far publishing got); the cursors are what publishing follows.
       UPDATE publisher_state SET last_seq = greatest(last_seq, $4::bigint)
        WHERE id = 1 AND $4::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM fence)
       RETURNING 1
     ),
     queued AS (
       INSERT INTO publisher_notices
         (organisation, family, pending, event_type, hierarchy, lmt, sent_at)
       SELECT organisation, family, true, event_type, hierarchy, lmt, 0
         FROM jsonb_to_recordset($5::jsonb)
           AS x(organisation text, family text, event_type text, hierarchy text, lmt bigint)
        WHERE EXISTS (SELECT 1 FROM fence)
       ON CONFLICT (organisation, family) DO UPDATE SET
         pending = true, event_type = excluded.event_type, hierarchy = excluded.hierarchy,
         lmt = greatest(publisher_notices.lmt, excluded.lmt)
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM fence) AS fenced,
            (SELECT count(*) FROM cursors) + (SELECT count(*) FROM state)
              + (SELECT count(*) FROM queued) AS written`,
    [
      ...fenceParams(lease),
      JSON.stringify(entries),
      cursors.size > 0 ? Math.max(...cursors.values()) : null,
      JSON.stringify(notices),
    ],
  );
  if (Number(rows[0]?.fenced ?? 0) === 0) throw new StalePublisherError(lease);
}

/**
 * Sends each pending notice whose previous one went out NOTICE_INTERVAL_MS ago or earlier: claims
 * them (fenced, one statement), then publishes; a notice that fails to go out is pending again.
 */
async function sendDueNotices(
  sql: Sql,
  lease: PublisherLease,
  publish: PublishMessage,
  now: number,
): Promise<void> {
  const due = await sql.query<Notice>(
    `WITH ${FENCE}
     UPDATE publisher_notices SET pending = false, sent_at = $3
      WHERE pending AND sent_at <= $3::bigint - $4::bigint AND EXISTS (SELECT 1 FROM fence)
      RETURNING organisation, family, event_type, hierarchy, lmt`,
    [...fenceParams(lease), now, NOTICE_INTERVAL_MS],
  );
  for (const [index, notice] of due.rows.entries()) {
    const event: GlobalEvent = {
      eventType: notice.event_type,
      subject: notice.family,
      EntityHierarchy: notice.hierarchy,
      lmt: toNumber(notice.lmt),
    };
    try {
      await publish(globalTopic(notice.organisation), JSON.stringify(event));
    } catch (error) {
      const unsent = due.rows
        .slice(index)
        .map(({ organisation, family }) => ({ organisation, family }));
      await sql.query(
        `UPDATE publisher_notices n SET pending = true
           FROM jsonb_to_recordset($1::jsonb) AS x(organisation text, family text)
          WHERE n.organisation = x.organisation AND n.family = x.family`,
        [JSON.stringify(unsent)],
      );
      throw error;
    }
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
 * picked up too), never two batches at once, until stopped. It competes for the publisher role
 * with the other instances' publishers: the one holding it publishes and renews it every batch;
 * the others try to take it over on every tick, which succeeds once it lapsed.
 */
export function startPublisher(options: {
  db: Database;
  publish: PublishMessage;
  intervalMs?: number;
  log?: (message: string) => void;
  /** Its claim on the publisher role (tests give two publishers in one process their own). */
  lease?: PublisherLease;
}): Publisher {
  const log = options.log ?? (() => {});
  const lease = options.lease ?? newPublisherLease();
  const lag = new PublishLag();
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const drain = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const sent = await publishBatch(options.db, options.publish, log, Date.now(), {
        lease,
        lag,
      });
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
      lag.publishing = false;
      await releasePublisherLease(options.db, lease).catch((error: unknown) =>
        log(`giving the publisher role up failed (it lapses on its own): ${String(error)}`),
      );
    },
    lag,
  };
}
