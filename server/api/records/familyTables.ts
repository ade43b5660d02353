import type { FamilyName } from '../../../contract/families.ts';

/**
 * Where each record family lives. Every family table has the same columns:
 * (hierarchy, sort_key, evt_time, record jsonb, lmt, change_seq, deleted) with primary key
 * (hierarchy, sort_key); removed rows stay as tombstones (deleted = true). evt_time is null for
 * families without a time field. Table names come only from this list, never from a request.
 */
export const FAMILY_TABLES: Record<FamilyName, string> = {
  visitorLog: 'visitor_log',
  invites: 'invites',
  hosts: 'hosts',
  inductionCompletions: 'induction_completions',
  workerLog: 'worker_log',
  preScreening: 'pre_screening',
  directory: 'directory_people',
  parkingLog: 'parking_log',
  parkingBookings: 'parking_bookings',
  evacuations: 'evacuations',
  evacResponses: 'evac_responses',
  devices: 'devices',
};

export function familyTable(family: FamilyName): string {
  return FAMILY_TABLES[family];
}
