import type { EvacPersonRef, UpdateEvacStatusRequest } from '../../../contract/evacuation.ts';
import type { Sql } from '../../db/database.ts';
import { readLiveRecordsForUpdate, recordId } from '../records/readRecords.ts';
import { type RecordUpsert, type WrittenRecord, writeRecords } from '../records/writeRecords.ts';

type StatusUpdate = UpdateEvacStatusRequest['evacStatusUpdate'];

export interface Responder {
  email: string;
  name: string;
}

/** `{type}#{the person's record key}`: the same person always has the same key. */
export function evacPersonKey(person: EvacPersonRef): string {
  const recordKey =
    person.type === 'PARKING'
      ? person.evtTimeStampUniqueAttributeValue
      : person.evtTimeStampProfileID;
  return `${person.type}#${recordKey ?? ''}`;
}

/** `{personKey}#{responseTimestamp}#{mutationId}` (DESIGN.md §2.3). */
export function evacResponseKey(personKey: string, responseTimestamp: number, mutationId: string) {
  return `${personKey}#${responseTimestamp}#${mutationId}`;
}

function dropUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** One response record per person of the update (a person named twice counts once). */
export function evacResponseUpserts(update: StatusUpdate, responder: Responder): RecordUpsert[] {
  const byKey = new Map<string, RecordUpsert>();
  for (const person of update.userData) {
    const personKey = evacPersonKey(person);
    const responseKey = evacResponseKey(personKey, update.responseTimestamp, update.mutationId);
    byKey.set(recordId(person.EntityHierarchy, responseKey), {
      kind: 'upsert',
      hierarchy: person.EntityHierarchy,
      key: responseKey,
      eventTime: update.responseTimestamp,
      record: dropUndefined({
        responseKey,
        responseTimestamp: update.responseTimestamp,
        personKey,
        type: person.type,
        evtTimeStampProfileID: person.evtTimeStampProfileID,
        evtTimeStampUniqueAttributeValue: person.evtTimeStampUniqueAttributeValue,
        status: update.status,
        comment: update.comment,
        responseChannel: update.responseChannel,
        evtTimeStampOut: update.evtTimeStampOut,
        evtTZOffsetOut: update.evtTZOffsetOut,
        evtTimeZoneOut: update.evtTimeZoneOut,
        mutationId: update.mutationId,
        respondedBy: { email: responder.email, name: responder.name },
      }),
    });
  }
  return [...byKey.values()];
}

/**
 * Appends the responses of a status update: append-only, so every marshal's mark is kept and a
 * person's current status is the latest responseTimestamp (ties by mutationId). A response that
 * is already stored (the same mutation sent again) is not written twice.
 */
export async function appendEvacResponses(
  tx: Sql,
  update: StatusUpdate,
  responder: Responder,
  now: number,
): Promise<WrittenRecord[]> {
  const upserts = evacResponseUpserts(update, responder);
  const stored = await readLiveRecordsForUpdate(tx, 'evacResponses', upserts);
  const fresh = upserts.filter((u) => !stored.has(recordId(u.hierarchy, u.key)));
  return writeRecords(tx, 'evacResponses', fresh, now);
}
