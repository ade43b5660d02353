import type { SignInVisitorRequest } from '../operations.ts';
import { visitorSortKey } from '../records.ts';

/**
 * The visitor log's rules (spec/visitors.md §3, §7), used unchanged by the server's handlers, the
 * client's mutators and the in-memory test server. Each transition is pure: the current image
 * (undefined when the record is absent) and the arguments give the next image, or null when
 * there is nothing to keep. Generic in the record type, so the same rule runs on the server's
 * stored JSON and on the client's typed record.
 */

/** The sign-out fields of a visitor log record; `signOutSource` is 'DB' from the dashboard. */
export interface VisitorSignOut {
  evtTimeStampOut: number;
  evtTZOffsetOut: number;
  evtTimeZoneOut: string;
  signOutSource: string;
}

type SignOutFields = { [K in keyof VisitorSignOut]?: VisitorSignOut[K] };

/**
 * Signs a visitor out.
 *
 * Double sign-out, decided once for every side: the first sign-out stands. A visitor who is
 * already signed out (by another tablet, the kiosk, or this tablet offline) keeps that sign-out
 * time and source, and the later request still succeeds (SIGNOUT_SUCCESS), so two receptions
 * that signed the same person out while offline both end without a "not applied" entry and every
 * device shows the same time. A sign-out that was reverted can be given again.
 */
export function signOutVisitor<R extends SignOutFields>(
  current: R | undefined,
  out: VisitorSignOut,
): R | null {
  if (current === undefined) return null;
  if (isSignedOut(current)) return current;
  return {
    ...current,
    evtTimeStampOut: out.evtTimeStampOut,
    evtTZOffsetOut: out.evtTZOffsetOut,
    evtTimeZoneOut: out.evtTimeZoneOut,
    signOutSource: out.signOutSource,
  };
}

/** Undoes a sign-out: the visitor is on site again (a visitor not signed out is unchanged). */
export function revertVisitorSignOut<R extends SignOutFields>(current: R | undefined): R | null {
  if (current === undefined) return null;
  const { evtTimeStampOut, evtTZOffsetOut, evtTimeZoneOut, signOutSource, ...rest } = current;
  // Only the four sign-out fields are dropped; every other field of R is kept.
  const reverted: Omit<R, keyof VisitorSignOut> = rest;
  return reverted as R;
}

/**
 * How far a sign-out may lie before its sign-in and still be taken as given at the sign-in: the
 * kiosk's and the dashboard's clocks differ a little.
 */
export const SIGN_OUT_CLOCK_TOLERANCE_MS = 60_000;

/**
 * The sign-out time to store for a visitor signed in at `signedInAt`: a sign-out is never before
 * its sign-in. Up to SIGN_OUT_CLOCK_TOLERANCE_MS before, it is the sign-in time; earlier than
 * that it is refused (null).
 */
export function signOutTimeAfter(signedInAt: number, evtTimeStampOut: number): number | null {
  if (evtTimeStampOut >= signedInAt) return evtTimeStampOut;
  return signedInAt - evtTimeStampOut <= SIGN_OUT_CLOCK_TOLERANCE_MS ? signedInAt : null;
}

export function isSignedOut(record: SignOutFields): boolean {
  return record.evtTimeStampOut !== undefined;
}

/** The kiosk's own details of a sign-in (zone, offset, how the visitor was identified). */
export interface VisitorSignInInput extends SignInVisitorRequest {
  profileId: string;
  evtTimeZone: string;
  evtTZOffset: number;
}

/** A new visitor log record: its key is `{evtTimeStamp}#{ProfileId}` (visitorSortKey). */
export function visitorSignInRecord(input: VisitorSignInInput, now: number) {
  const evtTimeStamp = input.evtTimeStamp ?? now;
  const key = visitorSortKey(evtTimeStamp, input.profileId);
  const record = dropUndefined({
    evtTimeStampProfileID: key,
    evtTimeStamp,
    evtTZOffset: input.evtTZOffset,
    evtTimeZone: input.evtTimeZone,
    ProfileId: input.profileId,
    visitorType: 'VISITOR',
    visitorFullDetails: dropUndefined({
      ProfileId: input.profileId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      company: input.company,
    }),
    hostDetails: input.host,
    sourceOfIdentification: input.sourceOfIdentification ?? 'unverified',
    agreementDetails:
      input.agreementVersion === undefined
        ? undefined
        : { AgreementVersion: input.agreementVersion, signatureTimeStamp: evtTimeStamp },
  });
  return { hierarchy: input.EntityHierarchy, key, eventTime: evtTimeStamp, record };
}

/**
 * A record that is written once and never changed: an existing image wins (a repeated sign-in
 * or mark with the same key changes nothing).
 */
export function createOnce<R>(current: R | undefined, created: R): R {
  return current ?? created;
}

export function dropUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] !== undefined) kept[key] = value[key];
  }
  return kept;
}
