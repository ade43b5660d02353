import { z } from 'zod';
import { EVAC_AUDIENCES } from './evacuationAudiences.ts';
import { epochMs, versionFields } from './records.ts';

/**
 * Wire records of the families besides the visitor log (DESIGN.md §2.1). Loose objects: fields the
 * spec lists are checked, anything else the server sends is kept as is.
 */
const personName = { firstName: z.string().optional(), lastName: z.string().optional() };

export const inviteRecord = z.looseObject({
  ...versionFields,
  EventUidEmail: z.string().min(1),
  evtTimeStampArrival: z.optional(epochMs),
  /** Expected arrival: the time field of the invite log. */
  arrivalTime: epochMs,
  departureTime: z.optional(epochMs),
  ...personName,
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  arrivalSource: z.string().optional(),
});

export const hostRecord = z.looseObject({
  ...versionFields,
  uniqueAttributeValue: z.string().min(1),
  email: z.string(),
  name: z.string(),
  phone_number: z.string().optional(),
  dataSource: z.enum(['ADHOSTSYNC', 'DASHBOARD', 'ADHOSTSYNC|DASHBOARD']).optional(),
});

export const inductionCompletionRecord = z.looseObject({
  ...versionFields,
  evtTimeStampProfileID: z.string().min(1),
  evtTimeStamp: epochMs,
  ProfileId: z.string().min(1),
  inductionType: z.enum(['preRegistration', 'screeningRoom', 'employeeLink', 'kiosk']),
  isVerified: z.boolean().optional(),
  userDetails: z
    .looseObject({
      ...personName,
      email: z.string().optional(),
      phoneNumber: z.string().optional(),
      personalIdentificationNr: z.string().optional(),
    })
    .optional(),
  /**
   * Gatehouse (contract/transitions/inductionStatus.ts): how the induction ended (COMPLETED,
   * INCOMPLETE, SKIPPED; absent in older records: completed), the video version watched, and
   * whether a visitor or an employee was inducted. Loose: an unknown value shows as N/A.
   */
  inductionStatus: z.string().optional(),
  version: z.number().optional(),
  personType: z.string().optional(),
});

/** A check-in field of a worker flow (spec/workers.md §3 "Check-in field definition"). */
export const checkInFieldDefinition = z.looseObject({
  id: z.string().min(1),
  /** Gatehouse: the column title (the spec names none; the id is shown without one). */
  label: z.string().optional(),
  deleted: z.boolean().optional(),
  disabled: z.boolean().optional(),
  inputSettings: z.looseObject({ inputType: z.string().optional() }).optional(),
  staticDropDownListItems: z
    .array(z.looseObject({ dataKey: z.string(), text: z.string() }))
    .optional(),
});
export type CheckInFieldDefinition = z.infer<typeof checkInFieldDefinition>;

/** A captured value: text, a number, a yes/no, or the keys of a multi-select. */
const capturedValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

/** Worker (attendance) log event (spec/workers.md §3). Key: [EntityHierarchy+evtTimeStampProfileID]. */
export const workerLogRecord = z.looseObject({
  ...versionFields,
  evtTimeStampProfileID: z.string().min(1),
  evtTimeStamp: epochMs,
  actualEvtTimeStamp: z.optional(epochMs),
  eventType: z.enum(['CLOCK_IN', 'CLOCK_OUT']),
  ProfileId: z.string().min(1),
  /** Pairs an event with its shift: a clock-in's own time, a clock-out's clock-in time. */
  referenceTimeStamp: z.optional(epochMs),
  /** PENDING while biometric analysis runs (hidden from the log), values with _N/A otherwise. */
  biometricProcessingStatus: z.string().optional(),
  badgeNumber: z.string().optional(),
  s3ImageKey: z.string().optional(),
  workerFullDetails: z
    .looseObject({
      ...personName,
      phoneNumber: z.string().optional(),
      email: z.string().optional(),
      personalIdentificationNr: z.string().optional(),
      organizationIdValue: z.string().optional(),
      tags: z.array(z.string()).optional(),
    })
    .optional(),
  /** Check-in field values keyed by field id. */
  checkInFieldValues: z.record(z.string(), capturedValue).optional(),
  flowIdentityType: z
    .looseObject({
      additionalFlowDataCapturing: z
        .looseObject({ checkIn: z.array(checkInFieldDefinition).optional() })
        .optional(),
    })
    .optional(),
  /** Custom field values keyed by field id (Gatehouse's shape; the spec names only the field). */
  customFields: z.record(z.string(), capturedValue).optional(),
});

export const preScreeningRecord = z.looseObject({
  ...versionFields,
  preScreeningDateProfileID: z.string().min(1),
  preScreeningDate: epochMs,
  screeningStatus: z.enum(['PASSED', 'FAILED', 'INCOMPLETE', 'NONE']).optional(),
});

/** Typed with the directory's row rules (contract/directory). */
export { directoryPersonRecord } from './directory/directoryRecord.ts';

export const parkingLogRecord = z.looseObject({
  ...versionFields,
  evtTimeStampUniqueAttributeValue: z.string().min(1),
  evtTimeStamp: epochMs,
  vehicleStatus: z.string().optional(),
});

export const parkingBookingRecord = z.looseObject({
  ...versionFields,
  parkingBookingKey: z.string().min(1),
  eventStartTime: epochMs,
  BookingRefCode: z.string().optional(),
  bookingType: z.enum(['ONDEMAND', 'PROVISIONED']).optional(),
});

export { EVAC_AUDIENCES };

/** Key: [EntityHierarchy+activatedTimestamp]; the server's sort key is the number as text. */
export const evacuationRecord = z.looseObject({
  ...versionFields,
  activatedTimestamp: epochMs,
  active: z.boolean(),
  initiator: z.string().optional(),
  notificationType: z.literal('EVACUATION').optional(),
  audience: z.array(z.enum(EVAC_AUDIENCES)).optional(),
  deactivatedTimestamp: z.optional(epochMs),
});

export const EVAC_STATUSES = [
  'SAFE',
  'NOT_SAFE',
  'NOTIFIED',
  'SIGNED_OUT',
  'UNKNOWN',
  'N/A',
] as const;

/** The kinds of person an evacuation response is about. */
export const EVAC_PERSON_TYPES = ['VISITOR', 'EMPLOYEE', 'PARKING'] as const;

/**
 * Append-only (DESIGN.md §2.3): a person's status is the response with the latest
 * responseTimestamp, ties broken by mutationId. `responseKey` is
 * `{personKey}#{responseTimestamp}#{mutationId}` with `personKey` `{type}#{person's record key}`.
 */
export const evacResponseRecord = z.looseObject({
  ...versionFields,
  responseKey: z.string().min(1),
  responseTimestamp: epochMs,
  status: z.enum(EVAC_STATUSES),
  comment: z.string().optional(),
  responseChannel: z.string().optional(),
  personKey: z.string().min(1).optional(),
  type: z.enum(EVAC_PERSON_TYPES).optional(),
  mutationId: z.string().optional(),
  /** Who marked it (the roll call shows who and when). */
  respondedBy: z.looseObject({ email: z.string(), name: z.string() }).optional(),
});
