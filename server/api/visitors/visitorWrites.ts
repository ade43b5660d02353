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
import { recordTzOffset } from '../../../contract/analytics/zonedTime.ts';
import { organisationOf } from '../../../contract/hierarchy.ts';
import type { StoredSettingsByLocation } from '../../../contract/locationSettingsInheritance.ts';
import type { Sql } from '../../db/database.ts';
import { readStoredSettings } from '../../locationSettings/settingsStore.ts';
import { siteTimeZone } from '../../locationSettings/siteTimeZone.ts';
import { validationFailed } from '../errors.ts';
import { writeDefinedRecords } from '../records/definedWrite.ts';
import { type ModifiedRecord, modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import type { RecordUpsert } from '../records/writeRecords.ts';

/**
 * The visitor log's writes on the server: the contract's transitions (contract/transitions/
 * visitorLog.ts) applied through modifyRecords. No rule of its own lives here.
 */

/** The zone of a sign-in where neither the device nor the site's settings name one. */
export const DEFAULT_TIME_ZONE = 'Africa/Johannesburg';
/** Minutes, as JavaScript's Date#getTimezoneOffset gives them (UTC minus local). */
export const DEFAULT_TZ_OFFSET = -120;

export interface VisitorSignIn extends SignInVisitorRequest {
  /** Generated when absent. */
  profileId?: string;
  evtTimeZone?: string;
  evtTZOffset?: number;
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

/**
 * The zone a sign-in without one is recorded in: the site's (its location configuration, own or
 * inherited; docs/midnight-and-time-zones.md), with the offset it has at the sign-in; where no
 * location above names one, DEFAULT_TIME_ZONE as before. Settings are read once per organisation.
 */
async function withSiteZones(
  tx: Sql,
  inputs: readonly VisitorSignIn[],
  now: number,
): Promise<VisitorSignIn[]> {
  const settings = new Map<string, Promise<StoredSettingsByLocation>>();
  const settingsOf = (organisation: string) => {
    const found = settings.get(organisation) ?? readStoredSettings(tx, organisation);
    settings.set(organisation, found);
    return found;
  };
  const zoned: VisitorSignIn[] = [];
  for (const input of inputs) {
    if (input.evtTimeZone !== undefined) {
      zoned.push(input);
      continue;
    }
    const stored = await settingsOf(organisationOf(input.EntityHierarchy));
    const zone = siteTimeZone(stored, input.EntityHierarchy);
    const at = input.evtTimeStamp ?? now;
    zoned.push(
      zone === undefined
        ? input
        : { ...input, evtTimeZone: zone, evtTZOffset: recordTzOffset(at, zone) },
    );
  }
  return zoned;
}

/**
 * Sign-ins (reception's assisted check-in, a kiosk, the simulator): each a new record, in the
 * site's zone unless the device said its own; one whose key already exists is left as it is.
 */
export async function signVisitorsIn(
  tx: Sql,
  inputs: readonly VisitorSignIn[],
  now: number,
): Promise<ModifiedRecord[]> {
  const zoned = await withSiteZones(tx, inputs, now);
  const created = zoned.map((input) => visitorSignInRecord(signInInput(input), now));
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
