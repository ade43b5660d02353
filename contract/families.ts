import type { z } from 'zod';
import {
  directoryPersonRecord,
  evacResponseRecord,
  evacuationRecord,
  hostRecord,
  inductionCompletionRecord,
  inviteRecord,
  parkingBookingRecord,
  parkingLogRecord,
  preScreeningRecord,
  workerLogRecord,
} from './familyRecords.ts';
import { FAMILY_TABLES } from './familyTables.ts';
import { visitorLogRecord } from './records.ts';
import { deviceRecord } from './resources.ts';
import type { LocationTopicFamily } from './topics.ts';

/**
 * A record family mirrored by the client: its wire schema, the name of its sort-key field and
 * time field (for subtree + time-range reads, familyTables.ts) and the live topic family it
 * arrives on.
 */
export interface RecordFamily<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  sortKey: string;
  timeField: string | null;
  topic: LocationTopicFamily | null;
  /** `service/operation` answering retrieval (with `changedSince`). */
  retrieval: string;
}

export const visitorLogFamily = {
  ...FAMILY_TABLES.visitorLog,
  schema: visitorLogRecord,
  topic: 'visitorEvents',
  retrieval: 'visitorLogOperations/retrieveVisitorLog',
} as const satisfies RecordFamily;

/** Invites have no live topic: the client refreshes them on `globalEvents`. */
export const invitesFamily = {
  ...FAMILY_TABLES.invites,
  schema: inviteRecord,
  topic: null,
  retrieval: 'inviteOperations/retrieveInviteLog',
} as const satisfies RecordFamily;

export const hostsFamily = {
  ...FAMILY_TABLES.hosts,
  schema: hostRecord,
  topic: null,
  retrieval: 'directoryOperations/retrieveHosts',
} as const satisfies RecordFamily;

export const inductionCompletionsFamily = {
  ...FAMILY_TABLES.inductionCompletions,
  schema: inductionCompletionRecord,
  topic: null,
  retrieval: 'inductionOperations/retrieveInductionCompletions',
} as const satisfies RecordFamily;

export const workerLogFamily = {
  ...FAMILY_TABLES.workerLog,
  schema: workerLogRecord,
  topic: 'workerEvents',
  retrieval: 'workerLogOperations/employeeLogRetrieval',
} as const satisfies RecordFamily;

export const preScreeningFamily = {
  ...FAMILY_TABLES.preScreening,
  schema: preScreeningRecord,
  topic: 'preScreeningEvents',
  retrieval: 'preScreeningOperations/preScreeningLogRetrieval',
} as const satisfies RecordFamily;

export const directoryFamily = {
  ...FAMILY_TABLES.directory,
  schema: directoryPersonRecord,
  topic: null,
  retrieval: 'directoryOperations/retrieveDirectory',
} as const satisfies RecordFamily;

export const parkingLogFamily = {
  ...FAMILY_TABLES.parkingLog,
  schema: parkingLogRecord,
  topic: 'parkingEvents',
  retrieval: 'parkingOperations/retrieveParkingEvents',
} as const satisfies RecordFamily;

export const parkingBookingsFamily = {
  ...FAMILY_TABLES.parkingBookings,
  schema: parkingBookingRecord,
  topic: 'parkingBookings',
  retrieval: 'parkingOperations/parkingBookingLogRetrieval',
} as const satisfies RecordFamily;

export const evacuationsFamily = {
  ...FAMILY_TABLES.evacuations,
  schema: evacuationRecord,
  topic: 'evacuationEvents',
  retrieval: 'evacuationOperations/retrieveEvacLog',
} as const satisfies RecordFamily;

export const evacResponsesFamily = {
  ...FAMILY_TABLES.evacResponses,
  schema: evacResponseRecord,
  topic: 'evacResponses',
  retrieval: 'evacuationOperations/retrieveEvacResponses',
} as const satisfies RecordFamily;

/** Devices have no live topic: the client refreshes them on `globalEvents` (connection changes too). */
export const devicesFamily = {
  ...FAMILY_TABLES.devices,
  schema: deviceRecord,
  topic: null,
  retrieval: 'resourceOperations/retrieveDevices',
} as const satisfies RecordFamily;

export const RECORD_FAMILIES = [
  visitorLogFamily,
  invitesFamily,
  hostsFamily,
  inductionCompletionsFamily,
  workerLogFamily,
  preScreeningFamily,
  directoryFamily,
  parkingLogFamily,
  parkingBookingsFamily,
  evacuationsFamily,
  evacResponsesFamily,
  devicesFamily,
] as const;
export type FamilyName = (typeof RECORD_FAMILIES)[number]['name'];

export function familyByName(name: string): RecordFamily | undefined {
  return RECORD_FAMILIES.find((f) => f.name === name);
}
