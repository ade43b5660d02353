import { randomUUID } from 'node:crypto';
import type { CreateInvites, UpdateInvite } from '../../../contract/invites.ts';
import { inviteSearchString, visitorPayload } from '../../../contract/inviteRules.ts';
import {
  ARRIVAL_REFUSAL_MESSAGES,
  type ArrivalRefusal,
  canSendInvite,
  resentInvite,
} from '../../../contract/transitions/invites.ts';
import type { Caller } from '../access.ts';
import { ApiError } from '../errors.ts';
import type { Sql } from '../../db/database.ts';
import { modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import { readLiveRecordsForUpdate, recordId } from '../records/readRecords.ts';
import { type RecordUpsert, writeRecords } from '../records/writeRecords.ts';

type CreateBody = CreateInvites;
type UpdateBody = UpdateInvite;

export interface InviteRef {
  EntityHierarchy: string;
  EventUidEmail: string;
}

const targetOf = (ref: InviteRef) => ({ hierarchy: ref.EntityHierarchy, key: ref.EventUidEmail });

/** 409 with the rule's key and message. */
export function arrivalRefused(refusal: ArrivalRefusal): ApiError {
  return new ApiError(409, refusal, ARRIVAL_REFUSAL_MESSAGES[refusal]);
}

/**
 * The invites of one create request: one per visitor, keyed `{eventUid}#{email or number}`
 * (one event uid per request), with the host's details, the organizer (the caller) and the send
 * time. The reference server has no mail or SMS gateway: an invitation counts as sent when the
 * invite is created (every visitor has an email or a mobile number).
 */
export function createdInvites(body: CreateBody, caller: Caller, now: number): RecordUpsert[] {
  const eventUid = randomUUID();
  const { host } = body;
  return body.visitors.map((visitor) => {
    const compact = visitorPayload(visitor);
    const EventUidEmail = `${eventUid}#${compact.email?.toLowerCase() ?? compact.phoneNumber}`;
    const record: RecordImage = {
      EventUidEmail,
      eventUid,
      arrivalTime: host.arrivalTime,
      departureTime: host.departureTime,
      evtTimeZone: host.evtTimeZone,
      eventName: host.eventName,
      location: host.location,
      ...(host.visitorType ? { visitorType: host.visitorType } : {}),
      ...(host.language ? { language: host.language } : {}),
      ...compact,
      firstHostFullDetails: { name: host.name, uniqueAttributeValue: host.uniqueAttributeValue },
      organizerInformation: { name: caller.name, email: caller.email },
      inviteSource: 'DASHBOARD',
      inviteSentTimestamp: now,
      setupProcessingDetails: { setupVisitorFlowIndex: 0 },
    };
    return {
      kind: 'upsert',
      hierarchy: body.EntityHierarchy,
      key: EventUidEmail,
      eventTime: host.arrivalTime,
      record: { ...record, searchString: inviteSearchString(record) },
    };
  });
}

export async function createInvites(tx: Sql, body: CreateBody, caller: Caller, now: number) {
  const written = await writeRecords(tx, 'invites', createdInvites(body, caller, now), now);
  return written.map((write) => write.image).filter((image) => image !== null);
}

/** Updates one invite's fields; its lmt must match (409 INVITE_INSTANCE_OBSOLETE otherwise). */
export async function updateInvite(tx: Sql, body: UpdateBody, now: number) {
  const target = { hierarchy: body.entityHierarchy, key: body.EventUidEmail };
  const [modified] = await modifyRecords(
    tx,
    'invites',
    [target],
    (current) => {
      if (!current) return null;
      if (current.lmt !== body.lmt) throw arrivalRefused('INVITE_INSTANCE_OBSOLETE');
      const next = { ...current, ...body.fields };
      const arrival = Number(next.arrivalTime);
      if (Number(next.departureTime) <= arrival) {
        throw new ApiError(
          400,
          'VALIDATION_FAILED',
          'fields.departureTime: the departure must be after the arrival',
        );
      }
      return { ...next, searchString: inviteSearchString(next) };
    },
    { missing: 'refuse', now },
  );
  // The arrival time is the family's time field: an updated one moves the invite in the log.
  if (modified?.image && body.fields.arrivalTime !== undefined) {
    await tx.query('UPDATE invites SET evt_time = $3 WHERE hierarchy = $1 AND sort_key = $2', [
      target.hierarchy,
      target.key,
      body.fields.arrivalTime,
    ]);
  }
  return modified?.image ? [modified.image] : [];
}

/** Sends the invitations again: a failure for an invite that is gone or has no email or number. */
export async function resendInvites(tx: Sql, refs: readonly InviteRef[], now: number) {
  const modified = await modifyRecords(
    tx,
    'invites',
    refs.map(targetOf),
    (current) =>
      current && canSendInvite(current) ? resentInvite(current, now) : (current ?? null),
    { missing: 'pass', now },
  );
  const sent = modified.filter((result) => result.change === 'MODIFY').length;
  return counts(refs, sent);
}

/** Removes invites: a failure for each one that is already gone. */
export async function deleteInvites(tx: Sql, refs: readonly InviteRef[], now: number) {
  const stored = await readLiveRecordsForUpdate(tx, 'invites', refs.map(targetOf));
  const removals = [...stored.values()].map((found) => ({
    kind: 'remove' as const,
    hierarchy: found.hierarchy,
    key: found.key,
  }));
  const written = await writeRecords(tx, 'invites', removals, now);
  return counts(refs, written.length);
}

/** Successes and failures of a call over `refs` (a key named twice counts once). */
function counts(refs: readonly InviteRef[], successCount: number) {
  const distinct = new Set(refs.map((ref) => recordId(ref.EntityHierarchy, ref.EventUidEmail)));
  return {
    key: 'OPERATION_PROCESSED' as const,
    successCount,
    failureCount: distinct.size - successCount,
  };
}
