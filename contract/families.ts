import type { z } from 'zod';
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

export const RECORD_FAMILIES = [visitorLogFamily] as const;
export type FamilyName = (typeof RECORD_FAMILIES)[number]['name'];

export function familyByName(name: string): RecordFamily | undefined {
  return RECORD_FAMILIES.find((f) => f.name === name);
}
