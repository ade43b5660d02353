import { z } from 'zod';
import { workerLogRecord } from '../../familyRecords.ts';
import { identifier, locationKey, plausibleTime, safeString } from '../../input/index.ts';
import type { ScreeningResult } from '../../workerKeys.ts';
import { deviceEventAccess } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * Events devices and integrations record (issue 33 item 7: badge readers, screening kiosks,
 * parking scanners), through the same contract and access policy as the dashboard. This file:
 * the worker log's clock events, and the person reference the worker events share.
 */

/** The person an event names is in no directory at the event's location or above (404). */
export const PERSON_NOT_FOUND = 'PERSON_NOT_FOUND';
/** The location requires a passed screening today and the person has none (409). */
export const SCREENING_REQUIRED = 'SCREENING_REQUIRED';
/** The person's screening today failed (409): an administrator must reset it first. */
export const SCREENING_FAILED = 'SCREENING_FAILED';

/** A shift of the demo's check-in field (spec/workers.md §3 "Check-in field definition"). */
export const SHIFTS = ['DAY', 'NIGHT'] as const;

/**
 * The check-in field a clock-in's `shift` is recorded under: a single-select drop-down, the one
 * the demo's workforce writes (server/demo/workforce.ts).
 */
export const SHIFT_CHECK_IN_FIELD = {
  id: 'shift',
  label: 'Shift',
  deleted: false,
  disabled: false,
  inputSettings: { inputType: 'staticDropDownListSingleSelect' },
  staticDropDownListItems: [
    { dataKey: 'DAY', text: 'Day shift' },
    { dataKey: 'NIGHT', text: 'Night shift' },
  ],
};

/**
 * Who an event is about: exactly one of the directory's ProfileId, its person ID
 * (personalIdentificationNr, compared upper-cased as the directory stores it) or a badge number.
 * The directory keeps no badge: a badge names the person of the latest worker log event it was
 * linked to (captureWorkerBadgeNumber, or an earlier event recorded by that badge).
 */
export const personReference = z
  .strictObject({
    ProfileId: identifier({ max: 200 }).optional(),
    personalIdentificationNr: safeString({ max: 100, min: 1, trim: true, singleLine: true })
      .transform((id) => id.toUpperCase())
      .optional(),
    badgeNumber: safeString({ max: 100, min: 1, trim: true, singleLine: true }).optional(),
  })
  .refine(
    (person) =>
      [person.ProfileId, person.personalIdentificationNr, person.badgeNumber].filter(
        (value) => value !== undefined,
      ).length === 1,
    { message: 'must name exactly one of ProfileId, personalIdentificationNr, badgeNumber' },
  );
export type PersonReference = z.infer<typeof personReference>;

/** The reference as text for messages: `ProfileId worker-1`, `badgeNumber 0042`. */
export function describePerson(person: PersonReference): string {
  if (person.ProfileId !== undefined) return `ProfileId ${person.ProfileId}`;
  if (person.personalIdentificationNr !== undefined) {
    return `personalIdentificationNr ${person.personalIdentificationNr}`;
  }
  return `badgeNumber ${person.badgeNumber ?? ''}`;
}

/** A device's name as events store it (deviceName). */
export const deviceName = safeString({ max: 100, min: 1, trim: true, singleLine: true });

export const recordClockEventRequest = z
  .object({
    EntityHierarchy: locationKey(),
    eventType: z.enum(['CLOCK_IN', 'CLOCK_OUT']),
    person: personReference,
    /** When it happened; the server's clock when absent. */
    evtTimeStamp: plausibleTime().optional(),
    /** The shift check-in field's value (SHIFT_CHECK_IN_FIELD); a clock-in's only. */
    shift: z.enum(SHIFTS).optional(),
    deviceName: deviceName.optional(),
  })
  .refine((body) => body.shift === undefined || body.eventType === 'CLOCK_IN', {
    message: 'only a clock-in records a shift',
    path: ['shift'],
  });
export type RecordClockEventRequest = z.infer<typeof recordClockEventRequest>;

/**
 * Whether today's screening lets a clock-in through (null) or which key refuses it. Only a
 * location that requires pre-screening gates clock-ins: there the person's latest screening of
 * the site's day must be PASSED; FAILED is SCREENING_FAILED, none (or INCOMPLETE, or NONE after
 * an administrator's reset) SCREENING_REQUIRED. A location that does not require it records
 * every clock-in, whatever the screening said (the screening log shows it).
 */
export function clockInScreeningRefusal(
  required: boolean,
  latest: ScreeningResult | undefined,
): typeof SCREENING_REQUIRED | typeof SCREENING_FAILED | null {
  if (!required || latest === 'PASSED') return null;
  return latest === 'FAILED' ? SCREENING_FAILED : SCREENING_REQUIRED;
}

/**
 * A clock-in or clock-out of a worker (Gatehouse addition: the spec's badge readers and kiosks
 * are outside the dashboard). The server finds the person in the directory of the event's
 * location or, nearest first, of one of its ancestors (a directory kept at a region covers its
 * sites; one kept at a site covers only that site), refusing 404 PERSON_NOT_FOUND; checks
 * today's screening where the location requires one (clockInScreeningRefusal, 409); and writes
 * the event at the location in the site's time zone. A clock-out carries in its
 * referenceTimeStamp the clock-in it closes: the person's latest event at the location in the
 * 24 hours before, when that is a clock-in (else it is a leading clock-out, its own reference).
 * An event at a time the person already has one is 409 CLOCK_EVENT_EXISTS. No record write in
 * the definition: the server reads the directory, the screening and the site's zone. Not a
 * HOST's, where the worker log is on; online only.
 */
export const recordClockEventOperation = defineOperation({
  name: 'workerLogOperations/recordClockEvent',
  request: recordClockEventRequest,
  response: z.object({ key: z.literal('OPERATION_PROCESSED'), item: workerLogRecord }),
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    ...deviceEventAccess('employee', 'employeeLog'),
    targets: (body) => [body.EntityHierarchy],
  },
});
