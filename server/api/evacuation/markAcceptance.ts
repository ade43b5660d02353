import {
  type EvacAudience,
  type EvacPersonRef,
  EVAC_MARK_CLOCK_TOLERANCE_MS,
  NO_ACTIVE_EVACUATION,
  type UpdateEvacStatusRequest,
} from '../../../contract/evacuation.ts';
import type { FamilyName } from '../../../contract/families.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError, validationFailed } from '../errors.ts';
import { familyTable } from '../records/familyTables.ts';

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
  for (const person of update.userData) {
    if (!(await personExists(tx, person))) {
      throw new ApiError(
        404,
        'RECORD_NOT_FOUND',
        `No ${person.type} ${personRecordKey(person)} at ${person.EntityHierarchy}`,
      );
    }
  }
  const hierarchies = [...new Set(update.userData.map((person) => person.EntityHierarchy))];
  const covering = await coveringEvacuations(tx, hierarchies, update.responseTimestamp);
  for (const person of update.userData) {
    const covered = covering.some(
      (evacuation) =>
        isAtOrAbove(evacuation.hierarchy, person.EntityHierarchy) &&
        reachesPerson(evacuation.audience, person.type),
    );
    if (!covered) {
      throw new ApiError(
        409,
        NO_ACTIVE_EVACUATION,
        `No evacuation of ${person.type} people covered ${person.EntityHierarchy} at ${new Date(update.responseTimestamp).toISOString()}`,
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

const PERSON_FAMILIES: Record<EvacPersonRef['type'], readonly FamilyName[]> = {
  VISITOR: ['visitorLog'],
  EMPLOYEE: ['workerLog', 'directory'],
  PARKING: ['parkingLog'],
};

/** The audiences that include each kind of person. */
const PERSON_AUDIENCES: Record<EvacPersonRef['type'], readonly EvacAudience[]> = {
  VISITOR: ['onsiteVisitors'],
  EMPLOYEE: ['onsiteEmployees', 'employeeDirectory'],
  PARKING: ['onsiteParking'],
};

async function personExists(tx: Sql, person: EvacPersonRef): Promise<boolean> {
  for (const family of PERSON_FAMILIES[person.type]) {
    const result = await tx.query<{ found: number }>(
      `SELECT 1 AS found FROM ${familyTable(family)}
        WHERE hierarchy = $1 AND sort_key = $2 AND NOT deleted`,
      [person.EntityHierarchy, personRecordKey(person)],
    );
    if (result.rows.length > 0) return true;
  }
  return false;
}

interface CoveringEvacuation {
  hierarchy: string;
  audience: readonly string[] | null;
}

/** Evacuations at or above any of `hierarchies` whose (widened) active period holds `time`. */
async function coveringEvacuations(
  tx: Sql,
  hierarchies: readonly string[],
  time: number,
): Promise<CoveringEvacuation[]> {
  const result = await tx.query<{ hierarchy: string; audience: string[] | null }>(
    `SELECT e.hierarchy, e.record->'audience' AS audience FROM evacuations e
      WHERE NOT e.deleted
        AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS p(h)
                     WHERE p.h = e.hierarchy OR starts_with(p.h, e.hierarchy || '#'))
        AND (e.record->>'activatedTimestamp')::bigint <= $2::bigint + $3::bigint
        AND ((e.record->>'active')::boolean
             OR (e.record->>'deactivatedTimestamp')::bigint >= $2::bigint - $3::bigint)`,
    [hierarchies, time, EVAC_MARK_CLOCK_TOLERANCE_MS],
  );
  return result.rows.map((row) => ({
    hierarchy: row.hierarchy,
    audience: Array.isArray(row.audience) ? row.audience : null,
  }));
}

function isAtOrAbove(evacuation: string, person: string): boolean {
  return person === evacuation || person.startsWith(`${evacuation}#`);
}

/** An evacuation without a stored audience (older records) reaches everyone. */
function reachesPerson(audience: readonly string[] | null, type: EvacPersonRef['type']): boolean {
  return audience === null || PERSON_AUDIENCES[type].some((one) => audience.includes(one));
}
