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
});

export const workerLogRecord = z.looseObject({
  ...versionFields,
  evtTimeStampProfileID: z.string().min(1),
  evtTimeStamp: epochMs,
  eventType: z.enum(['CLOCK_IN', 'CLOCK_OUT']),
  ProfileId: z.string().min(1),
  workerFullDetails: z.looseObject({ ...personName }).optional(),
});

export const preScreeningRecord = z.looseObject({
  ...versionFields,
  preScreeningDateProfileID: z.string().min(1),
  preScreeningDate: epochMs,
  screeningStatus: z.enum(['PASSED', 'FAILED', 'INCOMPLETE', 'NONE']).optional(),
});

export const directoryPersonRecord = z.looseObject({
  ...versionFields,
  ProfileId: z.string().min(1),
  ...personName,
});

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
