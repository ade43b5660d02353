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
import { visitorLogRecord } from './records.ts';
import type { LocationTopicFamily } from './topics.ts';

/**
 * A record family mirrored by the client: its wire schema, the name of its sort-key field and
 * time field (for subtree + time-range reads) and the live topic family it arrives on.
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
  name: 'visitorLog',
  schema: visitorLogRecord,
  sortKey: 'evtTimeStampProfileID',
  timeField: 'evtTimeStamp',
  topic: 'visitorEvents',
  retrieval: 'visitorLogOperations/retrieveVisitorLog',
} as const satisfies RecordFamily;

/** Invites have no live topic: the client refreshes them on `globalEvents`. */
export const invitesFamily = {
  name: 'invites',
  schema: inviteRecord,
  sortKey: 'EventUidEmail',
  timeField: 'arrivalTime',
  topic: null,
  retrieval: 'inviteOperations/retrieveInviteLog',
} as const satisfies RecordFamily;

export const hostsFamily = {
  name: 'hosts',
  schema: hostRecord,
  sortKey: 'uniqueAttributeValue',
  timeField: null,
  topic: null,
  retrieval: 'directoryOperations/retrieveHosts',
} as const satisfies RecordFamily;

export const inductionCompletionsFamily = {
  name: 'inductionCompletions',
  schema: inductionCompletionRecord,
  sortKey: 'evtTimeStampProfileID',
  timeField: 'evtTimeStamp',
  topic: null,
  retrieval: 'inductionOperations/retrieveInductionCompletions',
} as const satisfies RecordFamily;

export const workerLogFamily = {
  name: 'workerLog',
  schema: workerLogRecord,
  sortKey: 'evtTimeStampProfileID',
  timeField: 'evtTimeStamp',
  topic: 'workerEvents',
  retrieval: 'workerLogOperations/employeeLogRetrieval',
} as const satisfies RecordFamily;

export const preScreeningFamily = {
  name: 'preScreening',
  schema: preScreeningRecord,
  sortKey: 'preScreeningDateProfileID',
  timeField: 'preScreeningDate',
  topic: 'preScreeningEvents',
  retrieval: 'preScreeningOperations/preScreeningLogRetrieval',
} as const satisfies RecordFamily;

export const directoryFamily = {
  name: 'directory',
  schema: directoryPersonRecord,
  sortKey: 'ProfileId',
  timeField: null,
  topic: null,
  retrieval: 'directoryOperations/retrieveDirectory',
} as const satisfies RecordFamily;

export const parkingLogFamily = {
  name: 'parkingLog',
  schema: parkingLogRecord,
  sortKey: 'evtTimeStampUniqueAttributeValue',
  timeField: 'evtTimeStamp',
  topic: 'parkingEvents',
  retrieval: 'parkingOperations/retrieveParkingEvents',
} as const satisfies RecordFamily;

export const parkingBookingsFamily = {
  name: 'parkingBookings',
  schema: parkingBookingRecord,
  sortKey: 'parkingBookingKey',
  timeField: 'eventStartTime',
  topic: 'parkingBookings',
  retrieval: 'parkingOperations/parkingBookingLogRetrieval',
} as const satisfies RecordFamily;

/** Sort key: activatedTimestamp (the server stores it as text, tombstone keys are that text). */
export const evacuationsFamily = {
  name: 'evacuations',
  schema: evacuationRecord,
  sortKey: 'activatedTimestamp',
  timeField: 'activatedTimestamp',
  topic: 'evacuationEvents',
  retrieval: 'evacuationOperations/retrieveEvacLog',
} as const satisfies RecordFamily;

export const evacResponsesFamily = {
  name: 'evacResponses',
  schema: evacResponseRecord,
  sortKey: 'responseKey',
  timeField: 'responseTimestamp',
  topic: 'evacResponses',
  retrieval: 'evacuationOperations/retrieveEvacResponses',
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
] as const;
export type FamilyName = (typeof RECORD_FAMILIES)[number]['name'];

export function familyByName(name: string): RecordFamily | undefined {
  return RECORD_FAMILIES.find((f) => f.name === name);
}
