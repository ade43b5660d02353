import {
  type EvacPersonRef,
  EVAC_MARK_CLOCK_TOLERANCE_MS,
  NO_ACTIVE_EVACUATION,
  NOT_IN_EVACUATION_AUDIENCE,
  type UpdateEvacStatusRequest,
} from '../../../contract/evacuation.ts';
import { isInSubtree } from '../../../contract/hierarchy.ts';
import { presentDuring } from '../../../contract/presence.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError, validationFailed } from '../errors.ts';
import { type PersonStay, personStay } from './personStays.ts';

type StatusUpdate = UpdateEvacStatusRequest['evacStatusUpdate'];

/**
 * Which marks the server stores (visitors.md §4, DESIGN.md §2.3). Decisions:
 * - The person must exist: a VISITOR in the visitor log, an EMPLOYEE in the worker log or the
 *   employee directory (the directory audience), a PARKING entry in the parking log, each at the
 *   given location (404 RECORD_NOT_FOUND otherwise). The location itself is checked by the access
 *   policy (404 'Hierarchy not found').
 * - An evacuation at the person's location or above it must cover the mark's time: its
 *   responseTimestamp lies between the evacuation's start and its end (still open while active),
 *   each widened by EVAC_MARK_CLOCK_TOLERANCE_MS, and the evacuation's audience includes the
 *   person's kind (409 NO_ACTIVE_EVACUATION otherwise). So a mark made offline during an
 *   evacuation that has ended since is still stored when it arrives: it is judged by when it was
 *   made, not when it arrived.
 * - The person must be in that evacuation's audience as the roll call counts it (personStays.ts):
 *   not gone before it started (someone who left after it started is still accounted for), and a
 *   directory entry only for the evacuation it was made for (409 NOT_IN_EVACUATION_AUDIENCE,
 *   saying why, otherwise).
 * - A responseTimestamp later than the server's clock by more than the tolerance is refused (400):
 *   as the latest mark it would decide the person's status until a later one.
 * A request is accepted or refused as a whole: nothing of a refused one is written.
 */
export async function assertMarksAccepted(tx: Sql, update: StatusUpdate, now: number) {
  if (update.responseTimestamp > now + EVAC_MARK_CLOCK_TOLERANCE_MS) {
    throw validationFailed(
      `evacStatusUpdate.responseTimestamp: ${new Date(update.responseTimestamp).toISOString()} is later than the server's clock`,
    );
  }
  const stays: PersonStay[] = [];
  for (const person of update.userData) {
    const stay = await personStay(tx, person);
    if (!stay) {
      throw new ApiError(
        404,
        'RECORD_NOT_FOUND',
        `No ${person.type} ${personRecordKey(person)} at ${person.EntityHierarchy}`,
      );
    }
    stays.push(stay);
  }
  const hierarchies = [...new Set(update.userData.map((person) => person.EntityHierarchy))];
  const covering = await coveringEvacuations(tx, hierarchies, update.responseTimestamp);
  for (const [index, person] of update.userData.entries()) {
    const stay = stays[index];
    if (!stay) continue;
    const reaching = covering.filter(
      (evacuation) =>
        isInSubtree(person.EntityHierarchy, evacuation.hierarchy) &&
        reaches(evacuation.audience, stay.audience),
    );
    if (reaching.length === 0) {
      throw new ApiError(
        409,
        NO_ACTIVE_EVACUATION,
        `No evacuation of ${person.type} people covered ${person.EntityHierarchy} at ${new Date(update.responseTimestamp).toISOString()}`,
      );
    }
    if (!reaching.some((evacuation) => accountsFor(evacuation, stay))) {
      throw new ApiError(
        409,
        NOT_IN_EVACUATION_AUDIENCE,
        notInAudience(person, stay, reaching[0]?.activatedTimestamp ?? 0),
      );
    }
  }
}

function personRecordKey(person: EvacPersonRef): string {
  return (
    (person.type === 'PARKING'
      ? person.evtTimeStampUniqueAttributeValue
      : person.evtTimeStampProfileID) ?? ''
  );
}

/** Whether the evacuation accounts for the person: there when it started or after. */
function accountsFor(evacuation: CoveringEvacuation, stay: PersonStay): boolean {
  if (stay.evacuationStart !== undefined) {
    return stay.evacuationStart === evacuation.activatedTimestamp;
  }
  return presentDuring(evacuation.activatedTimestamp, stay.leftAt);
}

/** Why the person is not in the audience, for the refusal's message. */
function notInAudience(person: EvacPersonRef, stay: PersonStay, started: number): string {
  const who = `${person.type} ${personRecordKey(person)} at ${person.EntityHierarchy}`;
  const startedAt = new Date(started).toISOString();
  if (stay.evacuationStart !== undefined) {
    return `${who} is the directory entry of the evacuation started at ${new Date(stay.evacuationStart).toISOString()}, not of the one started at ${startedAt}`;
  }
  const leftAt = new Date(stay.leftAt ?? 0).toISOString();
  return `${who} left at ${leftAt}, before the evacuation started at ${startedAt}`;
}

interface CoveringEvacuation {
  hierarchy: string;
  activatedTimestamp: number;
  audience: readonly string[] | null;
}

/** Evacuations at or above any of `hierarchies` whose (widened) active period holds `time`. */
async function coveringEvacuations(
  tx: Sql,
  hierarchies: readonly string[],
  time: number,
): Promise<CoveringEvacuation[]> {
  const result = await tx.query<{
    hierarchy: string;
    activated: number | string;
    audience: string[] | null;
  }>(
    `SELECT e.hierarchy, (e.record->>'activatedTimestamp')::bigint AS activated,
            e.record->'audience' AS audience FROM evacuations e
      WHERE NOT e.deleted
        AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS p(h)
                     WHERE p.h = e.hierarchy OR starts_with(p.h, e.hierarchy || '#'))
        AND (e.record->>'activatedTimestamp')::bigint <= $2::bigint + $3::bigint
        AND ((e.record->>'active')::boolean
             OR (e.record->>'deactivatedTimestamp')::bigint >= $2::bigint - $3::bigint)
      ORDER BY activated DESC`,
    [hierarchies, time, EVAC_MARK_CLOCK_TOLERANCE_MS],
  );
  return result.rows.map((row) => ({
    hierarchy: row.hierarchy,
    activatedTimestamp: Number(row.activated),
    audience: Array.isArray(row.audience) ? row.audience : null,
  }));
}

/** An evacuation without a stored audience (older records) reaches everyone. */
function reaches(audience: readonly string[] | null, person: PersonStay['audience']): boolean {
  return audience === null || audience.includes(person);
}
