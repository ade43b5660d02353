import { isInductionChannel } from '../../../contract/transitions/inductionStatus.ts';
import type { FamilyRecord } from '../../kit/index.ts';

/** An induction completion as mirrored on this device. */
export type CompletionRecord = FamilyRecord<'inductionCompletions'>;

export const isChannel = isInductionChannel;

/** The first and last name, falling back to the ProfileId (as the visitor log does). */
export function completionName(record: CompletionRecord): string {
  const details = record.userDetails;
  const name = [details?.firstName, details?.lastName].filter(Boolean).join(' ').trim();
  return name || record.ProfileId;
}

/** Newest first, then by key (stable). */
export function compareCompletions(a: CompletionRecord, b: CompletionRecord): number {
  return (
    b.evtTimeStamp - a.evtTimeStamp ||
    a.evtTimeStampProfileID.localeCompare(b.evtTimeStampProfileID)
  );
}

/** Name, email, phone or ID number contains `search` (case-insensitive). */
export function matchesSearch(record: CompletionRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const details = record.userDetails;
  return [
    completionName(record),
    details?.email,
    details?.phoneNumber,
    details?.personalIdentificationNr,
  ]
    .filter((value): value is string => typeof value === 'string')
    .some((value) => value.toLowerCase().includes(needle));
}

/** The completion's key in the log (its location and evtTimeStampProfileID). */
export function completionKey(record: CompletionRecord): string {
  return `${record.EntityHierarchy}\n${record.evtTimeStampProfileID}`;
}
