import { recordTzOffset } from '../../../contract/analytics/zonedTime.ts';
import { organisationOf } from '../../../contract/hierarchy.ts';
import { selfAndAncestors } from '../../../contract/locationSettingsInheritance.ts';
import {
  clockInScreeningRefusal,
  describePerson,
  PERSON_NOT_FOUND,
  type PersonReference,
  type RecordClockEventRequest,
  SCREENING_FAILED,
  SHIFT_CHECK_IN_FIELD,
} from '../../../contract/operations/workers/recordClockEvent.ts';
import { PRE_SCREENING_REQUIRED_FLAG } from '../../../contract/operations/workers/recordPreScreening.ts';
import { isClockIn } from '../../../contract/presence.ts';
import { siteDay, siteDayLimits } from '../../../contract/siteDays.ts';
import { dropUndefined } from '../../../contract/transitions/visitorLog.ts';
import {
  type Correction,
  isSeenVersion,
  workerEventKey,
} from '../../../contract/transitions/workerCorrections.ts';
import {
  CLOCK_EVENT_EXISTS,
  CLOCK_EVENT_EXISTS_MESSAGE,
  CORRECTION_NOT_POSSIBLE,
  LOG_ITEM_OUTDATED_MESSAGE,
  PROCESS_INSTANCE_OBSOLETE,
  type WorkerEventRef,
} from '../../../contract/workerCorrections.ts';
import { SCREENING_RESULTS, type ScreeningResult } from '../../../contract/workerKeys.ts';
import type { Sql } from '../../db/database.ts';
import { readStoredSettings } from '../../locationSettings/settingsStore.ts';
import { siteTimeZone } from '../../locationSettings/siteTimeZone.ts';
import type { Caller } from '../access.ts';
import { ApiError } from '../errors.ts';
import {
  createNewRecord,
  type ModifiedRecord,
  type RecordImage,
} from '../records/modifyRecords.ts';
import { readLiveRecordsForUpdate, readRecordWindow, recordId } from '../records/readRecords.ts';
import { DEFAULT_TIME_ZONE } from '../visitors/visitorWrites.ts';

/** Shared pieces of the worker log's writes (corrections, image review, badges). */

export function eventTarget(ref: WorkerEventRef) {
  return { hierarchy: ref.EntityHierarchy, key: ref.evtTimeStampProfileID };
}

/** The correction's author and time: the caller, the server's clock. */
export function correctionBy(
  caller: Caller,
  body: { mutationId: string; correctionComment: string },
  now: number,
): Correction {
  return {
    correctionId: body.mutationId,
    comment: body.correctionComment,
    user: caller.name,
    email: caller.email,
    now,
  };
}

export const clockEventExists = () =>
  new ApiError(409, CLOCK_EVENT_EXISTS, CLOCK_EVENT_EXISTS_MESSAGE);
export const logItemOutdated = () =>
  new ApiError(409, PROCESS_INSTANCE_OBSOLETE, LOG_ITEM_OUTDATED_MESSAGE);

/** A refusal of the contract's rules (null: none) as a 409 CORRECTION_NOT_POSSIBLE. */
export function refuseIf(reason: string | null): void {
  if (reason !== null) throw new ApiError(409, CORRECTION_NOT_POSSIBLE, reason);
}

/** PROCESS_INSTANCE_OBSOLETE unless `stored` is the version the user corrected. */
export function assertSeenVersion(
  stored: RecordImage,
  seen: { lmt: number; lastCorrectionId?: string | undefined },
): void {
  if (!isSeenVersion(stored, seen)) throw logItemOutdated();
}

/** The event, locked for the rest of the transaction; 404 RECORD_NOT_FOUND when absent. */
export async function readEventForUpdate(tx: Sql, ref: WorkerEventRef): Promise<RecordImage> {
  const target = eventTarget(ref);
  const stored = await readLiveRecordsForUpdate(tx, 'workerLog', [target]);
  const found = stored.get(recordId(target.hierarchy, target.key));
  if (!found) {
    throw new ApiError(
      404,
      'RECORD_NOT_FOUND',
      `No workerLog record ${target.hierarchy} ${target.key}`,
    );
  }
  return found.record;
}

/** What a correction's transaction did, per event (workers.md §7 transactionResult). */
export function transactionResult(modified: readonly ModifiedRecord[]) {
  return modified.map((record) => ({
    EntityHierarchy: record.hierarchy,
    evtTimeStampProfileID: record.key,
    change: record.change,
  }));
}

const DAY = 24 * 3_600_000;

/**
 * The worker's events at the location in the 24 hours from `dateToReturn` (the client sends the
 * start of its day): what an image review answers so the pairs can be redrawn.
 */
export async function workerLogsOfDay(
  sql: Sql,
  hierarchy: string,
  profileId: string,
  dateToReturn: number,
): Promise<RecordImage[]> {
  const answer = await readRecordWindow(sql, 'workerLog', {
    hierarchies: [hierarchy],
    beginTime: dateToReturn,
    endTime: dateToReturn + DAY - 1,
    match: { field: 'ProfileId', anyOf: [profileId] },
  });
  return answer.items.filter((item) => item.EntityHierarchy === hierarchy);
}

// Events recorded by devices and integrations (issue 33 item 7): the person an event names, the
// site's zone and the location's configuration they are recorded with, and the clock event.

/** A person of the directory an event names: where the entry is, and the stored entry. */
export interface DirectoryPerson {
  /** The location whose directory holds the entry (the event's or an ancestor). */
  hierarchy: string;
  ProfileId: string;
  record: RecordImage;
}

/**
 * The directory person `person` names for an event at `location`: an entry of the directory of
 * the location or of an ancestor, the nearest first (a directory kept at a region covers its
 * sites; one kept at a site, only that site). A badge names the person of the latest worker log
 * event linked to it within the subtree of that person's directory (the directory keeps no
 * badge). 404 PERSON_NOT_FOUND when no entry matches.
 */
export async function findDirectoryPerson(
  tx: Sql,
  location: string,
  person: PersonReference,
): Promise<DirectoryPerson> {
  const scope = selfAndAncestors(location);
  const nearest = 'ORDER BY length(d.hierarchy) DESC, d.sort_key LIMIT 1';
  const live = 'd.hierarchy = ANY($1::text[]) AND NOT d.deleted';
  const found =
    person.ProfileId !== undefined
      ? await tx.query<{ hierarchy: string; sort_key: string; record: RecordImage }>(
          `SELECT d.hierarchy, d.sort_key, d.record FROM directory_people d
            WHERE ${live} AND d.sort_key = $2 ${nearest}`,
          [scope, person.ProfileId],
        )
      : person.personalIdentificationNr !== undefined
        ? await tx.query<{ hierarchy: string; sort_key: string; record: RecordImage }>(
            `SELECT d.hierarchy, d.sort_key, d.record FROM directory_people d
              WHERE ${live} AND upper(d.record->>'personalIdentificationNr') = $2 ${nearest}`,
            [scope, person.personalIdentificationNr],
          )
        : await tx.query<{ hierarchy: string; sort_key: string; record: RecordImage }>(
            `SELECT d.hierarchy, d.sort_key, d.record FROM directory_people d
               JOIN worker_log w ON w.record->>'ProfileId' = d.sort_key AND NOT w.deleted
                AND (w.hierarchy = d.hierarchy OR starts_with(w.hierarchy, d.hierarchy || '#'))
                AND w.record->>'badgeNumber' = $2
              WHERE ${live}
              ORDER BY w.evt_time DESC, length(d.hierarchy) DESC, d.sort_key LIMIT 1`,
            [scope, person.badgeNumber ?? ''],
          );
  const row = found.rows[0];
  if (!row) {
    throw new ApiError(
      404,
      PERSON_NOT_FOUND,
      `No person with ${describePerson(person)} in the directory of ${location} or above`,
    );
  }
  return { hierarchy: row.hierarchy, ProfileId: row.sort_key, record: row.record };
}

/** The zone an event at `location` at `at` is recorded in, with its offset then. */
export interface SiteZone {
  evtTimeZone: string;
  /** Minutes, as JavaScript's Date#getTimezoneOffset gives them (UTC minus local). */
  evtTZOffset: number;
}

/**
 * The site's zone (its location configuration's, own or inherited), as a visitor sign-in takes
 * it; DEFAULT_TIME_ZONE where no location above names one.
 */
export async function siteZoneAt(tx: Sql, location: string, at: number): Promise<SiteZone> {
  const stored = await readStoredSettings(tx, organisationOf(location), selfAndAncestors(location));
  const zone = siteTimeZone(stored, location) ?? DEFAULT_TIME_ZONE;
  return { evtTimeZone: zone, evtTZOffset: recordTzOffset(at, zone) };
}

/**
 * A tenant flag of `location` as configuration is read: the location's own value, else the
 * nearest ancestor's that sets it (unlike a feature's, which is inherited from descendants).
 */
export async function nearestLocationFlag(
  tx: Sql,
  location: string,
  name: string,
): Promise<boolean | string | undefined> {
  const chain = selfAndAncestors(location);
  const rows = await tx.query<{ hierarchy: string; features: Record<string, unknown> | null }>(
    'SELECT hierarchy, features FROM locations WHERE hierarchy = ANY($1::text[])',
    [chain],
  );
  const byLocation = new Map(rows.rows.map((row) => [row.hierarchy, row.features ?? {}]));
  for (const at of chain) {
    const value = byLocation.get(at)?.[name];
    if (typeof value === 'boolean' || (typeof value === 'string' && value !== '')) return value;
  }
  return undefined;
}

/**
 * The result of the person's latest screening of the site's day of `at` at `location` (the one
 * last processed), undefined when there is none. Items are keyed `{preScreeningDate}#{ProfileId}`.
 */
export async function latestScreeningOfDay(
  tx: Sql,
  location: string,
  profileId: string,
  at: number,
  zone: string,
): Promise<ScreeningResult | undefined> {
  const { begin, end } = siteDayLimits(siteDay(at, zone), zone);
  const result = await tx.query<{ status: string | null }>(
    `SELECT record->>'screeningStatus' AS status FROM pre_screening
      WHERE hierarchy = $1 AND NOT deleted AND evt_time BETWEEN $2 AND $3
        AND sort_key = evt_time::text || '#' || $4
      ORDER BY CASE WHEN jsonb_typeof(record->'leadingSubmission'->'processingTimeStamp') = 'number'
                    THEN (record->'leadingSubmission'->>'processingTimeStamp')::numeric
                    ELSE evt_time END DESC, evt_time DESC
      LIMIT 1`,
    [location, begin, end, profileId],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const status = row.status;
  return (SCREENING_RESULTS as readonly (string | null | undefined)[]).includes(status)
    ? (status as ScreeningResult)
    : 'NONE';
}

/** Whether clock-ins at `location` need today's screening PASSED (its configuration). */
export async function screeningRequiredAt(tx: Sql, location: string): Promise<boolean> {
  const flag = await nearestLocationFlag(tx, location, PRE_SCREENING_REQUIRED_FLAG);
  return flag === true || flag === 'true';
}

/** The event the clock-out at `at` closes: the person's latest at the location in the day before. */
async function openClockInTime(
  tx: Sql,
  location: string,
  profileId: string,
  at: number,
): Promise<number | undefined> {
  const last = await tx.query<{ event_type: string | null; evt_time: number | string }>(
    `SELECT record->>'eventType' AS event_type, evt_time FROM worker_log
      WHERE hierarchy = $1 AND NOT deleted AND evt_time >= $2 AND evt_time < $3
        AND record->>'ProfileId' = $4
      ORDER BY evt_time DESC, sort_key DESC LIMIT 1`,
    [location, at - DAY, at, profileId],
  );
  const row = last.rows[0];
  return row && isClockIn(row.event_type) ? Number(row.evt_time) : undefined;
}

/** The `fields` of a directory entry that it has (an event's copy of the person). */
export function personFields(person: RecordImage, fields: readonly string[]): RecordImage {
  return dropUndefined(Object.fromEntries(fields.map((field) => [field, person[field]])));
}

/** The worker's own fields of an event, from the directory entry (workerFullDetails). */
export function workerDetailsOf(person: RecordImage): RecordImage {
  return personFields(person, [
    'firstName',
    'lastName',
    'phoneNumber',
    'email',
    'personalIdentificationNr',
    'organizationIdValue',
    'tags',
  ]);
}

/**
 * A clock event recorded by a device or an integration (workerLogOperations/recordClockEvent,
 * its definition says the rules), outside HTTP too: `tx` a transaction, `now` the server's
 * clock (the event's time when the body names none). Answers the stored record; refuses by
 * throwing ApiError (404 PERSON_NOT_FOUND, 409 SCREENING_REQUIRED / SCREENING_FAILED /
 * CLOCK_EVENT_EXISTS).
 */
export async function recordClockEvent(
  tx: Sql,
  body: RecordClockEventRequest,
  now: number,
): Promise<RecordImage> {
  const at = body.evtTimeStamp ?? now;
  const location = body.EntityHierarchy;
  const person = await findDirectoryPerson(tx, location, body.person);
  const zone = await siteZoneAt(tx, location, at);
  let referenceTimeStamp = at;
  if (body.eventType === 'CLOCK_IN') {
    const required = await screeningRequiredAt(tx, location);
    const latest = required
      ? await latestScreeningOfDay(tx, location, person.ProfileId, at, zone.evtTimeZone)
      : undefined;
    const refusal = clockInScreeningRefusal(required, latest);
    if (refusal !== null) {
      const name = [person.record.firstName, person.record.lastName].filter(Boolean).join(' ');
      throw new ApiError(
        409,
        refusal,
        refusal === SCREENING_FAILED
          ? `The screening of ${name || person.ProfileId} today failed: no clock-in until an administrator resets it`
          : `${name || person.ProfileId} has no passed screening today, which ${location} requires before a clock-in`,
      );
    }
  } else {
    referenceTimeStamp = (await openClockInTime(tx, location, person.ProfileId, at)) ?? at;
  }
  const key = workerEventKey(at, person.ProfileId);
  const flowTypeRef = person.record.flowTypeRef;
  const record = dropUndefined({
    evtTimeStampProfileID: key,
    evtTimeStamp: at,
    actualEvtTimeStamp: at,
    eventType: body.eventType,
    ProfileId: person.ProfileId,
    referenceTimeStamp,
    biometricProcessingStatus: 'BIOMETRIC_N/A',
    ...zone,
    workerFullDetails: workerDetailsOf(person.record),
    flowTypeRef,
    badgeNumber: body.person.badgeNumber,
    deviceName: body.deviceName,
    ...(body.shift === undefined
      ? {}
      : {
          flowIdentityType: { additionalFlowDataCapturing: { checkIn: [SHIFT_CHECK_IN_FIELD] } },
          checkInFieldValues: { [SHIFT_CHECK_IN_FIELD.id]: body.shift },
        }),
  });
  return createNewRecord(
    tx,
    'workerLog',
    { hierarchy: location, key, eventTime: at },
    record,
    clockEventExists,
    now,
  );
}
