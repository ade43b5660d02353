import type { FamilyName } from '../../../contract/families.ts';

/**
 * Where each record family lives. Every family table has the same columns:
 * (hierarchy, sort_key, evt_time, record jsonb, lmt, change_seq, deleted) with primary key
 * (hierarchy, sort_key); removed rows stay as tombstones (deleted = true).
 * Table names come only from this list, never from a request.
 */
export const FAMILY_TABLES: Record<FamilyName, string> = {
  visitorLog: 'visitor_log',
};

export function familyTable(family: FamilyName): string {
  return FAMILY_TABLES[family];
}
