import type { LocalRecordMeta } from '../../db/database.ts';

/**
 * Rows a view can render: drops rows an older version stored that fail the current schema
 * (flagged `_invalid` by the schema upgrade until the next retrieval replaces them) and rows a
 * pending mutation removes (kept hidden, `_removed`, until the server confirms or refuses it).
 */
export function renderableRecords<T extends LocalRecordMeta>(rows: readonly T[]): T[] {
  return rows.filter((row) => row._invalid === undefined && row._removed === undefined);
}
