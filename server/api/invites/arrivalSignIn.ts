import { visitorSortKey } from '../../../contract/records.ts';
import type { Sql } from '../../db/database.ts';
import { type ModifiedRecord, modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import { signVisitorsIn, type VisitorSignIn } from '../visitors/visitorWrites.ts';

/*
 * Decision (issue 35 item 4): marking an invite arrived signs the visitor in. The visitor log is
 * what says who is on site (the log, "on site now", the evacuation roll call and the server's
 * mark checks all read it), so an arrived invitee is there like any other visitor, with the
 * invite's host and the recognition source 'dashboard'. Reverting the arrival removes that
 * sign-in. The sign-in's key follows from the invite's arrival (its time and change id), so the
 * revert finds it without a link stored on either record, and a repeated mark signs in once.
 * The server does it in the same transaction as the mark; a device marking offline sees the
 * visitor on its log once the mark has reached the server.
 */

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The visitor profile of an arrival sign-in: the change id of the mark that made it. */
function arrivalProfileId(changeId: string): string {
  return `invite-${changeId}`;
}

/** The arrival (time and change id) an invite image carries, if it is marked arrived. */
function arrivalOf(invite: RecordImage): { at: number; changeId: string } | null {
  const at = invite.evtTimeStampArrival;
  const change = invite.arrivalChange as { changeId?: unknown } | undefined;
  if (typeof at !== 'number' || typeof change?.changeId !== 'string') return null;
  return { at, changeId: change.changeId };
}

/** The key of the visitor log sign-in made by the arrival `invite` carries; null if none. */
export function arrivalSignInKey(invite: RecordImage): string | null {
  const arrival = arrivalOf(invite);
  return arrival ? visitorSortKey(arrival.at, arrivalProfileId(arrival.changeId)) : null;
}

/** The visitor log sign-in of an invite marked arrived at `hierarchy`; null if not arrived. */
export function arrivalSignIn(hierarchy: string, invite: RecordImage): VisitorSignIn | null {
  const arrival = arrivalOf(invite);
  const firstName = text(invite.firstName);
  const lastName = text(invite.lastName);
  if (!arrival || !firstName || !lastName) return null;
  const host = invite.firstHostFullDetails as { name?: unknown; uniqueAttributeValue?: unknown };
  const hostName = text(host?.name);
  const hostKey = text(host?.uniqueAttributeValue);
  const zone = text(invite.evtTimeZoneArrival);
  const offset = invite.evtTZOffsetArrival;
  return {
    EntityHierarchy: hierarchy,
    firstName,
    lastName,
    email: text(invite.email),
    phoneNumber: text(invite.phoneNumber),
    company: text(invite.company),
    host: hostName && hostKey ? { name: hostName, uniqueAttributeValue: hostKey } : undefined,
    evtTimeStamp: arrival.at,
    profileId: arrivalProfileId(arrival.changeId),
    ...(zone && typeof offset === 'number' ? { evtTimeZone: zone, evtTZOffset: offset } : {}),
    sourceOfIdentification: 'dashboard',
  };
}

/** The sign-ins of the invites a mark changed (a mark applied already changes none). */
export function arrivalSignIns(marked: readonly ModifiedRecord[]): VisitorSignIn[] {
  return marked.flatMap((invite) => {
    const signIn = invite.image && arrivalSignIn(invite.hierarchy, invite.image);
    return signIn ? [signIn] : [];
  });
}

/** Signs in the visitors of arrivals (arrivalSignIns). */
export async function signArrivalsIn(
  tx: Sql,
  signIns: readonly VisitorSignIn[],
  now: number,
): Promise<ModifiedRecord[]> {
  return signIns.length > 0 ? signVisitorsIn(tx, signIns, now) : [];
}

/** Removes the sign-ins the reverted arrivals made (`keys`: location and sign-in key). */
export function removeArrivalSignIns(
  tx: Sql,
  keys: readonly { hierarchy: string; key: string }[],
  now: number,
): Promise<ModifiedRecord[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return modifyRecords(tx, 'visitorLog', keys, () => null, { missing: 'pass', now });
}
