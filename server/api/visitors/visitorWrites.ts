import { randomUUID } from 'node:crypto';
import type { RevertSignOutRequest, SignInVisitorRequest } from '../../../contract/operations.ts';
import {
  createOnce,
  revertVisitorSignOut,
  signOutTimeAfter,
  signOutVisitor,
  type VisitorSignInInput,
  type VisitorSignOut,
  visitorSignInRecord,
} from '../../../contract/transitions/visitorLog.ts';
import type { Sql } from '../../db/database.ts';
import { validationFailed } from '../errors.ts';
import { type ModifiedRecord, modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import type { RecordUpsert } from '../records/writeRecords.ts';

/**
 * The visitor log's writes on the server: the contract's transitions (contract/transitions/
 * visitorLog.ts) applied through modifyRecords. No rule of its own lives here.
 */

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

interface VisitorRef {
  EntityHierarchy: string;
  evtTimeStampProfileID: string;
}

function signInInput(input: VisitorSignIn): VisitorSignInInput {
  return {
    ...input,
    profileId: input.profileId ?? randomUUID(),
    evtTimeZone: input.evtTimeZone ?? DEFAULT_TIME_ZONE,
    evtTZOffset: input.evtTZOffset ?? DEFAULT_TZ_OFFSET,
  };
}

/** A new visitor log record (kiosk sign-in) as an upsert, for seeding history in bulk. */
export function visitorSignInUpsert(input: VisitorSignIn, now: number): RecordUpsert {
  return { kind: 'upsert', ...visitorSignInRecord(signInInput(input), now) };
}

/** Kiosk sign-ins: each a new record; one whose key already exists is left as it is. */
export function signVisitorsIn(
  tx: Sql,
  inputs: readonly VisitorSignIn[],
  now: number,
): Promise<ModifiedRecord[]> {
  const created = inputs.map((input) => visitorSignInRecord(signInInput(input), now));
  return modifyRecords(
    tx,
    'visitorLog',
    created,
    (current, target) => createOnce<RecordImage>(current, target.record),
    { missing: 'pass', now },
  );
}

function targetsOf(refs: readonly VisitorRef[]) {
  return refs.map((ref) => ({ hierarchy: ref.EntityHierarchy, key: ref.evtTimeStampProfileID }));
}

/**
 * Signs visitors out, all or nothing: an unknown record fails the call with 404, a sign-out
 * before a visitor's sign-in with 400 (contract signOutTimeAfter).
 */
export function signVisitorsOut(
  tx: Sql,
  refs: readonly VisitorRef[],
  out: VisitorSignOut,
  now: number,
): Promise<ModifiedRecord[]> {
  return modifyRecords(
    tx,
    'visitorLog',
    targetsOf(refs),
    (current, target) => signOutVisitor(current, signOutOf(current, target.key, out)),
    {
      missing: 'refuse',
      now,
    },
  );
}

/** `out` with its time checked against the stored sign-in of the record. */
function signOutOf(current: RecordImage | undefined, key: string, out: VisitorSignOut) {
  const signedInAt = current?.evtTimeStamp;
  if (typeof signedInAt !== 'number') return out;
  const evtTimeStampOut = signOutTimeAfter(signedInAt, out.evtTimeStampOut);
  if (evtTimeStampOut === null) {
    throw validationFailed(
      `evtTimeStampOut: ${new Date(out.evtTimeStampOut).toISOString()} is before the sign-in of ${key} at ${new Date(signedInAt).toISOString()}`,
    );
  }
  return { ...out, evtTimeStampOut };
}

export function revertVisitorSignOuts(
  tx: Sql,
  refs: readonly RevertSignOutRequest[],
  now: number,
): Promise<ModifiedRecord[]> {
  return modifyRecords(tx, 'visitorLog', targetsOf(refs), revertVisitorSignOut, {
    missing: 'refuse',
    now,
  });
}

/** Removes visitor log entries; entries that do not exist or were already removed are skipped. */
export function deleteVisitorLogEntries(
  tx: Sql,
  refs: readonly VisitorRef[],
  now: number,
): Promise<ModifiedRecord[]> {
  return modifyRecords(tx, 'visitorLog', targetsOf(refs), () => null, { missing: 'pass', now });
}
