import { randomUUID } from 'node:crypto';
import type { RevertSignOutRequest, SignInVisitorRequest } from '../../../contract/operations.ts';
import { visitorSortKey } from '../../../contract/records.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import { readLiveRecordsForUpdate, recordId } from '../records/readRecords.ts';
import { type RecordUpsert, type WrittenRecord, writeRecords } from '../records/writeRecords.ts';

/** The zone the demo's sites are in; a kiosk reports its own. */
export const DEFAULT_TIME_ZONE = 'Africa/Johannesburg';
/** Minutes, as JavaScript's Date#getTimezoneOffset gives them (UTC minus local). */
export const DEFAULT_TZ_OFFSET = -120;

export interface VisitorSignIn extends SignInVisitorRequest {
  /** Generated when absent. */
  profileId?: string;
  evtTimeZone?: string;
  evtTZOffset?: number;
  sourceOfIdentification?: string;
}

/** The sign-out fields; `signOutSource` is 'DB' from the dashboard, 'KIOSK' from a kiosk. */
export interface SignOutFields {
  signOutSource: string;
  evtTimeStampOut: number;
  evtTZOffsetOut: number;
  evtTimeZoneOut: string;
}

/** A new visitor log record (kiosk sign-in): its key is `{evtTimeStamp}#{ProfileId}`. */
export function visitorSignInUpsert(input: VisitorSignIn, now: number): RecordUpsert {
  const profileId = input.profileId ?? randomUUID();
  const evtTimeStamp = input.evtTimeStamp ?? now;
  const visitorFullDetails = dropUndefined({
    ProfileId: profileId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    company: input.company,
  });
  const record = dropUndefined({
    evtTimeStampProfileID: visitorSortKey(evtTimeStamp, profileId),
    evtTimeStamp,
    evtTZOffset: input.evtTZOffset ?? DEFAULT_TZ_OFFSET,
    evtTimeZone: input.evtTimeZone ?? DEFAULT_TIME_ZONE,
    ProfileId: profileId,
    visitorType: 'VISITOR',
    visitorFullDetails,
    hostDetails: input.host,
    sourceOfIdentification: input.sourceOfIdentification ?? 'unverified',
  });
  return {
    kind: 'upsert',
    hierarchy: input.EntityHierarchy,
    key: visitorSortKey(evtTimeStamp, profileId),
    eventTime: evtTimeStamp,
    record,
  };
}

export async function signVisitorsIn(
  tx: Sql,
  inputs: readonly VisitorSignIn[],
  now: number,
): Promise<WrittenRecord[]> {
  return writeRecords(
    tx,
    'visitorLog',
    inputs.map((input) => visitorSignInUpsert(input, now)),
    now,
  );
}

interface VisitorRef {
  EntityHierarchy: string;
  evtTimeStampProfileID: string;
}

/**
 * Applies `change` to each referenced visitor record, all or nothing: a reference to a record
 * that does not exist (or was removed) fails the whole call with 404 RECORD_NOT_FOUND.
 */
async function modifyVisitors(
  tx: Sql,
  refs: readonly VisitorRef[],
  change: (record: Record<string, unknown>) => Record<string, unknown>,
  now: number,
): Promise<WrittenRecord[]> {
  const unique = uniqueRefs(refs);
  const stored = await readLiveRecordsForUpdate(tx, 'visitorLog', unique);
  const missing = unique.filter((ref) => !stored.has(recordId(ref.hierarchy, ref.key)));
  if (missing.length > 0) {
    const list = missing.map((ref) => `${ref.hierarchy} ${ref.key}`).join(', ');
    throw new ApiError(404, 'RECORD_NOT_FOUND', `No visitor record ${list}`);
  }
  const upserts: RecordUpsert[] = unique.map((ref) => {
    const current = stored.get(recordId(ref.hierarchy, ref.key))!;
    return {
      kind: 'upsert',
      hierarchy: ref.hierarchy,
      key: ref.key,
      eventTime: current.eventTime,
      record: change(current.record),
    };
  });
  return writeRecords(tx, 'visitorLog', upserts, now);
}

export function signVisitorsOut(
  tx: Sql,
  refs: readonly VisitorRef[],
  out: SignOutFields,
  now: number,
): Promise<WrittenRecord[]> {
  return modifyVisitors(
    tx,
    refs,
    (record) => ({
      ...record,
      evtTimeStampOut: out.evtTimeStampOut,
      evtTZOffsetOut: out.evtTZOffsetOut,
      evtTimeZoneOut: out.evtTimeZoneOut,
      signOutSource: out.signOutSource,
    }),
    now,
  );
}

export function revertVisitorSignOut(
  tx: Sql,
  ref: RevertSignOutRequest,
  now: number,
): Promise<WrittenRecord[]> {
  return modifyVisitors(
    tx,
    [ref],
    ({ evtTimeStampOut, evtTZOffsetOut, evtTimeZoneOut, signOutSource, ...rest }) => rest,
    now,
  );
}

/** Removes visitor log entries; entries that do not exist or were already removed are skipped. */
export function deleteVisitorLogEntries(
  tx: Sql,
  refs: readonly VisitorRef[],
  now: number,
): Promise<WrittenRecord[]> {
  const removals = uniqueRefs(refs).map((ref) => ({ kind: 'remove' as const, ...ref }));
  return writeRecords(tx, 'visitorLog', removals, now);
}

function uniqueRefs(refs: readonly VisitorRef[]): { hierarchy: string; key: string }[] {
  const seen = new Map<string, { hierarchy: string; key: string }>();
  for (const ref of refs) {
    const id = recordId(ref.EntityHierarchy, ref.evtTimeStampProfileID);
    seen.set(id, { hierarchy: ref.EntityHierarchy, key: ref.evtTimeStampProfileID });
  }
  return [...seen.values()];
}

function dropUndefined<T extends Record<string, unknown>>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
