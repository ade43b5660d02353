import type { EvacPersonRef, UpdateEvacStatusRequest } from '../evacuation.ts';
import { dropUndefined } from './visitorLog.ts';

/**
 * Evacuation status marks (DESIGN.md §2.3), shared by the server's handler, the client's
 * mutator, the in-memory test server and the roll call. Marks are append-only: every marshal's
 * response is kept under its own key, and a person's current status is derived from them.
 */

export type EvacStatusUpdate = UpdateEvacStatusRequest['evacStatusUpdate'];

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

/** `{personKey}#{responseTimestamp}#{mutationId}`: one key per person and mark. */
export function evacResponseKey(personKey: string, responseTimestamp: number, mutationId: string) {
  return `${personKey}#${responseTimestamp}#${mutationId}`;
}

/** One response record per person of the update (a person named twice counts once). */
export function evacResponseRecords(update: EvacStatusUpdate, responder: Responder) {
  const byKey = new Map<
    string,
    { hierarchy: string; key: string; eventTime: number; record: EvacResponseImage }
  >();
  for (const person of update.userData) {
    const personKey = evacPersonKey(person);
    const responseKey = evacResponseKey(personKey, update.responseTimestamp, update.mutationId);
    byKey.set(`${person.EntityHierarchy}\u0000${responseKey}`, {
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

/** The fields of a response image the status rules read. */
export interface EvacResponseLike {
  responseKey: string;
  responseTimestamp: number;
  status: string;
  mutationId?: string;
  personKey?: string;
  respondedBy?: { email: string; name: string };
}
type EvacResponseImage = Partial<EvacResponseLike> & Record<string, unknown>;

/**
 * Two marks of one person with different statuses less than this apart are shown together on the
 * roll call (who, when), so someone can resolve them; the later one is still the current status.
 */
export const EVAC_CONFLICT_WINDOW_MS = 2 * 60_000;

/** Orders marks: later responseTimestamp first, ties by mutationId, then responseKey (descending). */
export function compareEvacResponses(a: EvacResponseLike, b: EvacResponseLike): number {
  if (a.responseTimestamp !== b.responseTimestamp) return b.responseTimestamp - a.responseTimestamp;
  const byMutation = compareText(b.mutationId ?? '', a.mutationId ?? '');
  return byMutation !== 0 ? byMutation : compareText(b.responseKey, a.responseKey);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface EvacPersonStatus<R extends EvacResponseLike> {
  /** The mark that decides the status, or null when the person has none. */
  current: R | null;
  /** Marks with another status within EVAC_CONFLICT_WINDOW_MS of the current one, newest first. */
  conflicting: R[];
}

/**
 * A person's current evacuation status from all their marks, in any order of arrival: the mark
 * with the latest responseTimestamp (device time corrected by the server clock offset), ties
 * broken by mutationId. Every device that holds the same marks shows the same answer.
 */
export function currentEvacStatus<R extends EvacResponseLike>(
  marks: readonly R[],
): EvacPersonStatus<R> {
  if (marks.length === 0) return { current: null, conflicting: [] };
  const ordered = [...marks].sort(compareEvacResponses);
  const current = ordered[0]!;
  const conflicting = ordered.filter(
    (mark) =>
      mark.status !== current.status &&
      current.responseTimestamp - mark.responseTimestamp < EVAC_CONFLICT_WINDOW_MS,
  );
  return { current, conflicting };
}

/** Marks per person key (a mark without one is keyed by its response key). */
export function marksByPerson<R extends EvacResponseLike>(marks: readonly R[]): Map<string, R[]> {
  const byPerson = new Map<string, R[]>();
  for (const mark of marks) {
    const person = mark.personKey ?? mark.responseKey;
    const list = byPerson.get(person);
    if (list) list.push(mark);
    else byPerson.set(person, [mark]);
  }
  return byPerson;
}

/** Current status per person key, for a whole roll call. */
export function currentEvacStatuses<R extends EvacResponseLike>(
  marks: readonly R[],
): Map<string, EvacPersonStatus<R>> {
  return new Map(
    [...marksByPerson(marks)].map(([person, list]) => [person, currentEvacStatus(list)]),
  );
}
