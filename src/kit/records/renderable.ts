import type { LocalRecordMeta } from '../../db/database.ts';

/**
 * Whether a view can render a row: not a row an older version stored that fails the current
 * schema (flagged `_invalid` by the schema upgrade until the next retrieval replaces it), nor one
 * a pending mutation removes (kept hidden, `_removed`, until the server confirms or refuses it).
 */
export function isRenderable(row: LocalRecordMeta): boolean {
  return row._invalid === undefined && row._removed === undefined;
}

/** The rows a view can render (isRenderable). */
export function renderableRecords<T extends LocalRecordMeta>(rows: readonly T[]): T[] {
  return rows.filter(isRenderable);
}
