import { z } from 'zod';
import { EVAC_AUDIENCES, type EvacAudience } from './evacuationAudiences.ts';
import { EVAC_PERSON_TYPES, evacuationRecord } from './familyRecords.ts';
import {
  identifier,
  locationKey,
  plausibleTime,
  safeString,
  timeZone,
  tzOffset,
} from './input/index.ts';
import { epochMs } from './records.ts';
import { EVAC_ACTIVATION_UPDATED, EVAC_UPDATED } from './resultKeys.ts';

/**
 * Evacuation write answers (spec/visitors.md §7). Only EVAC_UPDATED / EVAC_ACTIVATION_UPDATED are
 * success (declared with the other result keys).
 */
export { EVAC_ACTIVATION_UPDATED, EVAC_UPDATED };
export const EXISTING_ACTIVE_EVACUATION = 'EXISTING_ACTIVE_EVACUATION';
export const EXISTING_ARCHIVED_EVACUATION = 'EXISTING_ARCHIVED_EVACUATION';

/** The answer to an activation or a mark at a location that does not exist (visitors.md §5). */
export const HIERARCHY_NOT_FOUND = 'HIERARCHY_NOT_FOUND';
export const HIERARCHY_NOT_FOUND_MESSAGE = 'Hierarchy not found';
/** The answer to a mark when no evacuation covered the person's location at its time. */
export const NO_ACTIVE_EVACUATION = 'NO_ACTIVE_EVACUATION';
/**
 * The answer to a mark for someone an evacuation covering the mark does not account for: left
 * before it started, or a directory entry of another evacuation (the message says which).
 */
export const NOT_IN_EVACUATION_AUDIENCE = 'NOT_IN_EVACUATION_AUDIENCE';

export { EVAC_AUDIENCE_FLAGS, type EvacAudience } from './evacuationAudiences.ts';

/** The employee directory and on-site employees audiences exclude each other (visitors.md §4). */
export const EXCLUSIVE_EVAC_AUDIENCES: readonly [EvacAudience, EvacAudience] = [
  'employeeDirectory',
  'onsiteEmployees',
];

/**
 * How far a start's activatedTimestamp may lie from the server's clock: it is the client's
 * clock-corrected time of the start (online only), so a bigger gap is a wrong clock or a made-up
 * time, which would move the evacuation's window for marks.
 */
export const EVAC_ACTIVATION_CLOCK_TOLERANCE_MS = 10 * 60_000;

/**
 * A mark counts for an evacuation when its responseTimestamp lies in the evacuation's active
 * period widened by this much on each side (clock-corrected device times still differ by up to
 * a second or two; a marshal may tap just as it ends). A mark later than the server's clock by
 * more than this is refused: it would stay the person's current status for too long.
 */
export const EVAC_MARK_CLOCK_TOLERANCE_MS = 60_000;

/** The statuses a person may be marked with from the dashboard (workers.md §4). */
export const EVAC_MARK_STATUSES = ['SAFE', 'NOT_SAFE'] as const;

/** Same shape as an Idempotency-Key: the outbox row's id. */
export const mutationId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be 1-100 letters, digits, - or _');

/** A person on site: a visitor or worker log event, or a parking log event for PARKING. */
export const evacPersonRef = z
  .object({
    EntityHierarchy: locationKey(),
    type: z.enum(EVAC_PERSON_TYPES),
    evtTimeStampProfileID: identifier({ max: 500 }).optional(),
    evtTimeStampUniqueAttributeValue: identifier({ max: 500 }).optional(),
  })
  .refine(
    (p) =>
      p.type === 'PARKING'
        ? p.evtTimeStampUniqueAttributeValue !== undefined
        : p.evtTimeStampProfileID !== undefined,
    {
      message:
        'PARKING needs evtTimeStampUniqueAttributeValue, VISITOR and EMPLOYEE evtTimeStampProfileID',
    },
  );
export type EvacPersonRef = z.infer<typeof evacPersonRef>;

/**
 * A status mark (DESIGN.md §2.3). `responseTimestamp` is the device time corrected by the
 * measured server clock offset; `mutationId` is the outbox row's id, which breaks ties.
 */
export const updateEvacStatusRequest = z.object({
  evacStatusUpdate: z.object({
    userData: z.array(evacPersonRef).min(1).max(500),
    responseChannel: z.literal('dashboard'),
    status: z.enum(EVAC_MARK_STATUSES),
    comment: safeString({ max: 1000 }).optional(),
    evtTimeStampOut: plausibleTime().optional(),
    evtTZOffsetOut: tzOffset().optional(),
    evtTimeZoneOut: timeZone().optional(),
    responseTimestamp: plausibleTime(),
    mutationId,
  }),
});
export type UpdateEvacStatusRequest = z.infer<typeof updateEvacStatusRequest>;

export const evacActivationOperation = z.object({
  audience: z
    .array(z.enum(EVAC_AUDIENCES))
    .min(1, 'choose at least one audience')
    .refine((audience) => new Set(audience).size === audience.length, 'an audience is repeated')
    .refine(
      (audience) => !EXCLUSIVE_EVAC_AUDIENCES.every((one) => audience.includes(one)),
      'choose either employeeDirectory or onsiteEmployees, not both',
    ),
  EntityHierarchy: locationKey(),
  active: z.literal(true),
  activatedTimestamp: plausibleTime(),
  lmt: epochMs,
});

export const evacDeactivationOperation = z.object({
  EntityHierarchy: locationKey(),
  activatedTimestamp: plausibleTime(),
  lmt: epochMs,
});

/** Start (activation) or end (deactivation) an evacuation at one hierarchy. */
export const updateEvacActivationRequest = z.union([
  z.object({ evacActivationOperation }).strict(),
  z.object({ evacDeactivationOperation }).strict(),
]);
export type UpdateEvacActivationRequest = z.infer<typeof updateEvacActivationRequest>;

/**
 * EVAC_ACTIVATION_UPDATED with the stored evacuation; EXISTING_ACTIVE_EVACUATION when one is
 * already active at, above or below that hierarchy (starting) and EXISTING_ARCHIVED_EVACUATION
 * when it has already ended (ending, or starting one with the same key), each with that one.
 */
export const updateEvacActivationResponse = z.object({
  key: z.enum([EVAC_ACTIVATION_UPDATED, EXISTING_ACTIVE_EVACUATION, EXISTING_ARCHIVED_EVACUATION]),
  evacuationEvent: evacuationRecord,
});
