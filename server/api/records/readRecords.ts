import { type FamilyName, familyByName } from '../../../contract/families.ts';
import type { Tombstone } from '../../../contract/records.ts';
import type { Sql } from '../../db/database.ts';
import { familyTable } from './familyTables.ts';
import { lockChangeFeed, organisationsOf } from './writeRecords.ts';

export interface RecordRef {
  hierarchy: string;
  key: string;
}

export interface StoredRecord extends RecordRef {
  /** Null for families without a time field. */
  eventTime: number | null;
  record: Record<string, unknown>;
}

/**
 * The live (not removed) records among `refs`, locked for the rest of the transaction so a
 * read-modify-write cannot lose a concurrent change. Takes the change feed's write locks of the
 * refs' organisations first, in the same order as writeRecords.
 */
export async function readLiveRecordsForUpdate(
  tx: Sql,
  family: FamilyName,
  refs: readonly RecordRef[],
): Promise<Map<string, StoredRecord>> {
  const found = new Map<string, StoredRecord>();
  if (refs.length === 0) return found;
  await lockChangeFeed(tx, organisationsOf(refs.map((ref) => ref.hierarchy)));
  const result = await tx.query<{
    hierarchy: string;
    sort_key: string;
    evt_time: number | string | null;
    record: Record<string, unknown>;
  }>(
    `SELECT t.hierarchy, t.sort_key, t.evt_time, t.record
       FROM ${familyTable(family)} t
       JOIN unnest($1::text[], $2::text[]) AS r(hierarchy, sort_key)
         ON t.hierarchy = r.hierarchy AND t.sort_key = r.sort_key
      WHERE NOT t.deleted
      FOR UPDATE OF t`,
    [refs.map((r) => r.hierarchy), refs.map((r) => r.key)],
  );
  for (const row of result.rows) {
    found.set(recordId(row.hierarchy, row.sort_key), {
      hierarchy: row.hierarchy,
      key: row.sort_key,
      eventTime: row.evt_time === null ? null : Number(row.evt_time),
      record: row.record,
    });
  }
  return found;
}

export function recordId(hierarchy: string, key: string): string {
  return `${hierarchy}\u0000${key}`;
}

export interface WindowQuery {
  /** Subtree roots: each includes its descendants. */
  hierarchies: readonly string[];
  /** The time window; ignored for families without a time field. */
  beginTime: number;
  endTime: number;
  /** Only changes after this change-feed sequence (upserts and tombstones). */
  changedSince?: number;
  /** Only records whose top-level `field` (as text) is one of `anyOf`. */
  match?: { field: string; anyOf: readonly string[] };
  /** Only the records with these keys (getItemKeys). */
  keys?: readonly RecordRef[];
  /** Only records (and tombstones) at locations it accepts (a read's features, readableFilter). */
  readable?: ((hierarchy: string) => boolean) | undefined;
}

export interface WindowAnswer {
  items: Record<string, unknown>[];
  removed: Tombstone[];
  /**
   * The highest change-feed sequence of the queried organisations visible to the same snapshot as
   * the rows (the lowest of them when the subtrees span several organisations). Per
   * organisation, because only there does sequence order equal commit order (migration 014): a
   * change of another organisation with a lower sequence may still commit after this read.
   */
  cursor: string;
}

/**
 * Records of the given subtrees whose time field lies in [beginTime, endTime] (any time for a
 * family without one). A full read answers live records only; with `changedSince` it answers
 * records written after that cursor: live ones as items, removed ones as tombstones. One
 * statement, so the rows and the cursor come from one snapshot and no change can fall between.
 */
export async function readRecordWindow(
  sql: Sql,
  family: FamilyName,
  query: WindowQuery,
): Promise<WindowAnswer> {
  const params: unknown[] = [query.hierarchies];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [
    `EXISTS (SELECT 1 FROM unnest($1::text[]) AS root(h)
              WHERE t.hierarchy = root.h OR starts_with(t.hierarchy, root.h || '#'))`,
    query.changedSince === undefined
      ? 'NOT t.deleted'
      : `t.change_seq > ${param(query.changedSince)}`,
  ];
  if (familyByName(family)?.timeField) {
    conditions.push(`t.evt_time BETWEEN ${param(query.beginTime)} AND ${param(query.endTime)}`);
  }
  if (query.keys) {
    const hierarchies = param(query.keys.map((ref) => ref.hierarchy));
    const sortKeys = param(query.keys.map((ref) => ref.key));
    conditions.push(
      `(t.hierarchy, t.sort_key) IN (SELECT * FROM unnest(${hierarchies}::text[], ${sortKeys}::text[]))`,
    );
  }
  if (query.match) {
    conditions.push(
      `t.record->>${param(query.match.field)}::text = ANY(${param(query.match.anyOf)}::text[])`,
    );
  }
  const result = await sql.query<{
    cursor: number | string;
    hierarchy: string | null;
    sort_key: string | null;
    record: Record<string, unknown> | null;
    change_seq: number | string | null;
    deleted: boolean | null;
  }>(
    `WITH feed_cursor AS (
       SELECT coalesce(min(latest.seq), 0) AS seq
         FROM unnest(${param(organisationsOf(query.hierarchies))}::text[]) AS o(organisation)
         CROSS JOIN LATERAL (
           SELECT coalesce(max(f.seq), 0) AS seq FROM change_feed f
            WHERE f.organisation = o.organisation
         ) latest
     ),
     selected AS (
       SELECT t.hierarchy, t.sort_key, t.record, t.change_seq, t.deleted
         FROM ${familyTable(family)} t
        WHERE ${conditions.join(' AND ')}
     )
     SELECT c.seq AS cursor, s.* FROM feed_cursor c LEFT JOIN selected s ON true
     ORDER BY s.hierarchy, s.sort_key`,
    params,
  );
  const items: Record<string, unknown>[] = [];
  const removed: Tombstone[] = [];
  for (const row of result.rows) {
    if (row.hierarchy === null || row.sort_key === null || row.record === null) continue;
    if (query.readable && !query.readable(row.hierarchy)) continue;
    if (row.deleted) {
      removed.push({
        EntityHierarchy: row.hierarchy,
        key: row.sort_key,
        changeSeq: Number(row.change_seq),
      });
    } else {
      items.push(row.record);
    }
  }
  const cursor = result.rows[0]?.cursor ?? 0;
  return { items, removed, cursor: String(cursor) };
}
