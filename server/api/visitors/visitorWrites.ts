import { randomUUID } from 'node:crypto';
import {
  type OperationCaller,
  type RecordRef,
  recordWriteOf,
} from '../../../contract/operations/defineOperation.ts';
import {
  type SignOutVisitorsRequest,
  signOutVisitorsOperation,
  storedSignOutTime,
} from '../../../contract/operations/index.ts';
import { visitorTargets } from '../../../contract/operations/visitors/visitorTargets.ts';
import type { SignInVisitorRequest } from '../../../contract/operations.ts';
import {
  createOnce,
  signOutVisitor,
  type VisitorSignInInput,
  type VisitorSignOut,
  visitorSignInRecord,
} from '../../../contract/transitions/visitorLog.ts';
import type { Sql } from '../../db/database.ts';
import { validationFailed } from '../errors.ts';
import { writeDefinedRecords } from '../records/definedWrite.ts';
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

/** Refuses (400) a sign-out before the visitor's sign-in (contract storedSignOutTime). */
function assertSignOutAfterSignIn(current: RecordImage | undefined, key: string, time: number) {
  if (storedSignOutTime(current, time) !== null) return;
  const out = new Date(time).toISOString();
  const signedIn = new Date(Number(current?.evtTimeStamp)).toISOString();
  throw validationFailed(`evtTimeStampOut: ${out} is before the sign-in of ${key} at ${signedIn}`);
}

/**
 * The dashboard's sign-out (its definition's apply), all or nothing: an unknown record fails the
 * call with 404, a sign-out before a visitor's sign-in with 400.
 */
export function signOutFromDashboard(
  tx: Sql,
  request: SignOutVisitorsRequest,
  caller: OperationCaller,
  now: number,
): Promise<ModifiedRecord[]> {
  const check = (current: RecordImage | undefined, target: RecordRef) =>
    assertSignOutAfterSignIn(current, target.key, request.evtTimeStampOut);
  const write = recordWriteOf(signOutVisitorsOperation);
  return writeDefinedRecords(tx, write, request, caller, now, check);
}

/** A kiosk's sign-out (the simulator): the same transition, any sign-out source. */
export function signVisitorsOut(
  tx: Sql,
  refs: readonly { EntityHierarchy: string; evtTimeStampProfileID: string }[],
  out: VisitorSignOut,
  now: number,
): Promise<ModifiedRecord[]> {
  const transition = (current: RecordImage | undefined, target: RecordRef) => {
    assertSignOutAfterSignIn(current, target.key, out.evtTimeStampOut);
    const evtTimeStampOut = storedSignOutTime(current, out.evtTimeStampOut) ?? out.evtTimeStampOut;
    return signOutVisitor(current, { ...out, evtTimeStampOut });
  };
  return modifyRecords(tx, 'visitorLog', visitorTargets(refs), transition, {
    missing: 'refuse',
    now,
  });
}
