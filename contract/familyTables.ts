/**
 * Where each record family is kept: its sort-key field and time field (for subtree + time-range
 * reads). Apart from the families' schemas (families.ts builds on this) so that the client's
 * database layer opens and reads without loading them.
 */
export const FAMILY_TABLES = {
  visitorLog: { name: 'visitorLog', sortKey: 'evtTimeStampProfileID', timeField: 'evtTimeStamp' },
  invites: { name: 'invites', sortKey: 'EventUidEmail', timeField: 'arrivalTime' },
  hosts: { name: 'hosts', sortKey: 'uniqueAttributeValue', timeField: null },
  inductionCompletions: {
    name: 'inductionCompletions',
    sortKey: 'evtTimeStampProfileID',
    timeField: 'evtTimeStamp',
  },
  workerLog: { name: 'workerLog', sortKey: 'evtTimeStampProfileID', timeField: 'evtTimeStamp' },
  preScreening: {
    name: 'preScreening',
    sortKey: 'preScreeningDateProfileID',
    timeField: 'preScreeningDate',
  },
  directory: { name: 'directory', sortKey: 'ProfileId', timeField: null },
  parkingLog: {
    name: 'parkingLog',
    sortKey: 'evtTimeStampUniqueAttributeValue',
    timeField: 'evtTimeStamp',
  },
  parkingBookings: {
    name: 'parkingBookings',
    sortKey: 'parkingBookingKey',
    timeField: 'eventStartTime',
  },
  /** Sort key: activatedTimestamp (the server stores it as text, tombstone keys are that text). */
  evacuations: {
    name: 'evacuations',
    sortKey: 'activatedTimestamp',
    timeField: 'activatedTimestamp',
  },
  evacResponses: {
    name: 'evacResponses',
    sortKey: 'responseKey',
    timeField: 'responseTimestamp',
  },
  /** Devices of a location (contract/resources.ts): no time field, read whole. */
  devices: { name: 'devices', sortKey: 'deviceId', timeField: null },
} as const satisfies Record<string, FamilyTable>;

export interface FamilyTable {
  name: string;
  sortKey: string;
  timeField: string | null;
}

export type FamilyTableName = keyof typeof FAMILY_TABLES;

export const FAMILY_TABLE_LIST: readonly FamilyTable[] = Object.values(FAMILY_TABLES);

export function familyTable(name: string): FamilyTable | undefined {
  return Object.hasOwn(FAMILY_TABLES, name) ? FAMILY_TABLES[name as FamilyTableName] : undefined;
}
