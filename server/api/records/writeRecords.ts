import type { FamilyName } from '../../../contract/families.ts';
import { ALL_LOCATIONS, organisationOf } from '../../../contract/hierarchy.ts';
import type { Sql } from '../../db/database.ts';
import { familyTable } from './familyTables.ts';
import { ApiError } from '../errors.ts';

/** Put a whole record image (INSERT when new or previously removed, MODIFY otherwise). */
export interface RecordUpsert {
  kind: 'upsert';
  hierarchy: string;
  key: string;
  /**
   * The family's time-field value (e.g. evtTimeStamp), used for range reads and live events;
   * null for families without a time field.
   */
  eventTime: number | null;
  /** The record without EntityHierarchy / lmt / changeSeq: the writer sets those. */
  record: Record<string, unknown>;
}

/** Remove a live record: it stays as a tombstone for `changedSince` readers. */
export interface RecordRemoval {
  kind: 'remove';
  hierarchy: string;
  key: string;
}

export type RecordWrite = RecordUpsert | RecordRemoval;

export interface WrittenRecord {
  hierarchy: string;
  key: string;
  op: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** The change-feed sequence of this write, which is also the record's `changeSeq`. */
  changeSeq: number;
  lmt: number;
  /** The stored image (null for REMOVE). */
  image: Record<string, unknown> | null;
}

/**
 * Takes the change feed's write locks of `organisations` (first levels of hierarchy keys) for the
 * rest of the transaction, in one fixed order (migration 014), so writers of several
 * organisations cannot deadlock. Every writer takes them before touching record rows
 * (writeRecords, and readers that lock rows to modify them): name every organisation of the
 * transaction in its first call, since a later call for another organisation could deadlock
 * against a writer that locks the two the other way round.
 */
export async function lockChangeFeed(tx: Sql, organisations: readonly string[]): Promise<void> {
  if (organisations.length === 0) return;
  await tx.query('SELECT change_feed_lock_organisations($1::text[])', [
    [...new Set(organisations)],
  ]);
}

/** The organisations (first hierarchy levels) of some hierarchy keys, each once. */
export function organisationsOf(hierarchies: Iterable<string>): string[] {
  return [...new Set(Array.from(hierarchies, organisationOf))];
}

/**
 * The one write path of every record family: upserts and removals of many records in one
 * set-based statement, each appending its change-feed row (with the full new image) in the same
 * transaction. Returns what was written, in change-sequence order.
 *
 * Writers take the change feed's transaction-scoped advisory lock of each organisation written
 * first (the same lock migration 014's trigger takes before drawing a sequence number), so within
 * one organisation a sequence number is never committed after a higher one: a reader that saw
 * sequence N of an organisation has seen every change of it up to N (the publisher's and
 * `changedSince` cursors are per organisation and rely on this), and the read of the current rows
 * cannot race. Writes of different organisations do not wait for each other.
 *
 * A removal of a record that does not exist (or is already removed) is skipped; callers that
 * must fail compare the answer with what they asked for. Keys must be unique within one call.
 */
export async function writeRecords(
  tx: Sql,
  family: FamilyName,
  writes: readonly RecordWrite[],
  now: number = Date.now(),
): Promise<WrittenRecord[]> {
  if (writes.length === 0) return [];
  assertUniqueKeys(writes);
  assertConcreteLocations(writes);
  await lockChangeFeed(tx, organisationsOf(writes.map((write) => write.hierarchy)));
  const input = writes.map((write, ord) => ({
    ord,
    hierarchy: write.hierarchy,
    sort_key: write.key,
    evt_time: write.kind === 'upsert' ? write.eventTime : null,
    record: write.kind === 'upsert' ? write.record : null,
    remove: write.kind === 'remove',
  }));
  const table = familyTable(family);
  const result = await tx.query<{
    seq: number | string;
    hierarchy: string;
    sort_key: string;
    op: WrittenRecord['op'];
    lmt: number | string;
    image: Record<string, unknown> | null;
  }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS x(ord int, hierarchy text, sort_key text, evt_time bigint, record jsonb, remove boolean)
     ),
     planned AS MATERIALIZED (
       SELECT i.ord, i.hierarchy, i.sort_key, i.remove,
         coalesce(i.evt_time, t.evt_time) AS evt_time,
         coalesce(i.record, t.record) AS base,
         greatest($2::bigint, coalesce(t.lmt + 1, 0)) AS lmt,
         CASE WHEN i.remove THEN 'REMOVE'
              WHEN t.sort_key IS NULL OR t.deleted THEN 'INSERT'
              ELSE 'MODIFY' END AS op
       FROM input i
       LEFT JOIN ${table} t ON t.hierarchy = i.hierarchy AND t.sort_key = i.sort_key
       WHERE NOT i.remove OR (t.sort_key IS NOT NULL AND NOT t.deleted)
     ),
     feed AS (
       INSERT INTO change_feed (family, hierarchy, record_key, op, lmt, event_time, image)
       SELECT $3, hierarchy, sort_key, op, lmt, evt_time,
         CASE WHEN remove THEN NULL
              ELSE base || jsonb_build_object('EntityHierarchy', hierarchy, 'lmt', lmt) END
       FROM planned ORDER BY ord
       RETURNING seq, hierarchy, record_key
     ),
     written AS (
       SELECT p.*, f.seq,
         CASE WHEN p.remove THEN NULL ELSE p.base || jsonb_build_object(
           'EntityHierarchy', p.hierarchy, 'lmt', p.lmt, 'changeSeq', f.seq) END AS image
       FROM planned p JOIN feed f ON f.hierarchy = p.hierarchy AND f.record_key = p.sort_key
     ),
     stored AS (
       INSERT INTO ${table} AS t (hierarchy, sort_key, evt_time, record, lmt, change_seq, deleted)
       SELECT hierarchy, sort_key, evt_time, coalesce(image, base), lmt, seq, remove FROM written
       ON CONFLICT (hierarchy, sort_key) DO UPDATE SET
         evt_time = excluded.evt_time,
         record = CASE WHEN excluded.deleted THEN t.record ELSE excluded.record END,
         lmt = excluded.lmt,
         change_seq = excluded.change_seq,
         deleted = excluded.deleted
     )
     SELECT seq, hierarchy, sort_key, op, lmt, image FROM written ORDER BY seq`,
    [JSON.stringify(input), now, family],
  );
  // The feed's sequence is drawn on insert (migration 011), so the feed image learns its
  // changeSeq in a second statement of the same transaction.
  await tx.query(
    `UPDATE change_feed SET image = image || jsonb_build_object('changeSeq', seq)
      WHERE seq = ANY($1::bigint[]) AND image IS NOT NULL`,
    [result.rows.map((row) => String(row.seq))],
  );
  return result.rows.map((row) => ({
    hierarchy: row.hierarchy,
    key: row.sort_key,
    op: row.op,
    changeSeq: Number(row.seq),
    lmt: Number(row.lmt),
    image: row.image,
  }));
}

/**
 * 'ALL' is a selection, never a record's location: the access policy refuses a request naming it
 * (server/api/policy/enforcePolicy.ts), so a write at it is a handler's bug and fails the
 * transaction rather than store a record every organisation would share.
 */
export function assertConcreteLocations(writes: readonly RecordWrite[]): void {
  const selection = writes.find((write) => write.hierarchy === ALL_LOCATIONS);
  if (selection) throw new Error(`Record ${selection.key} is written at '${ALL_LOCATIONS}'`);
}

export function assertUniqueKeys(writes: readonly RecordWrite[]): void {
  const seen = new Set<string>();
  for (const write of writes) {
    const id = `${write.hierarchy}\u0000${write.key}`;
    if (seen.has(id)) {
      throw new ApiError(
        409,
        'DUPLICATE_RECORD',
        `Two items of the request name the same record: ${write.hierarchy} ${write.key}`,
      );
    }
    seen.add(id);
  }
}
