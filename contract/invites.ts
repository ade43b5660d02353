import { z } from 'zod';
import { mutationId } from './evacuation.ts';
import { inviteRecord } from './familyRecords.ts';
import {
  identifier,
  locationKey,
  optionalText,
  plausibleTime,
  requiredName,
  safeString,
  scheduledTime,
  timeZone,
  tzOffset,
} from './input/index.ts';
import { checkVisitorRows, isEmail, isInternationalPhone } from './inviteRules.ts';
import { epochMs } from './records.ts';

/**
 * The invite operations of spec/visitors.md §7 besides the retrieval (contract/familyOperations.ts).
 * The spec shows no paths for marking and unmarking arrival: Gatehouse names them
 * inviteOperations/markInviteArrived and unmarkInviteArrived. The spec's "compressed" fields of
 * upsertDashboardInvites travel as plain JSON (HTTP compression does that job here).
 */

/** An invite by its key. */
export const inviteKeyRef = z.object({
  EntityHierarchy: locationKey(),
  EventUidEmail: identifier({ max: 700 }),
});
export type InviteKeyRef = z.infer<typeof inviteKeyRef>;

/** The version of the invite the user acted on (contract/transitions/invites.ts). */
const seenInvite = { lmt: epochMs, lastArrivalChangeId: mutationId.optional() };

export const markInviteArrivedRequest = z.object({
  ...inviteKeyRef.shape,
  ...seenInvite,
  evtTimeStampArrival: plausibleTime(),
  evtTZOffsetArrival: tzOffset(),
  evtTimeZoneArrival: timeZone(),
  mutationId,
});
export type MarkInviteArrivedRequest = z.infer<typeof markInviteArrivedRequest>;

export const unmarkInviteArrivedRequest = z.object({
  ...inviteKeyRef.shape,
  ...seenInvite,
  mutationId,
});
export type UnmarkInviteArrivedRequest = z.infer<typeof unmarkInviteArrivedRequest>;

/** resendInvite and deleteInvite: the invites to act on. */
export const inviteKeysRequest = z.object({ inviteKey: z.array(inviteKeyRef).min(1).max(500) });
export type InviteKeysRequest = z.infer<typeof inviteKeysRequest>;

/** Counts of successes and failures (spec/visitors.md §7, §8). */
export const inviteCountsResponse = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  successCount: z.number().int().nonnegative(),
  failureCount: z.number().int().nonnegative(),
});
export type InviteCounts = z.infer<typeof inviteCountsResponse>;

/** The languages an invitation can be written in (the app's locales). */
export const INVITE_LANGUAGES = ['en-GB', 'af', 'de', 'es', 'fr', 'nl', 'pt', 'ru'] as const;

/**
 * Visitor types of an invite. The spec names the field, not its values: Gatehouse offers these
 * (the kiosk's visitor flow is VISITOR).
 */
export const INVITE_VISITOR_TYPES = ['VISITOR', 'CONTRACTOR', 'SUPPLIER', 'INTERVIEWEE'] as const;

const email = safeString({ max: 320, trim: true, singleLine: true }).refine(isEmail, {
  message: 'must look like name@example.com',
});
const phone = safeString({ max: 40, trim: true, singleLine: true }).refine(isInternationalPhone, {
  message: 'must be a valid international number, e.g. +27821234567',
});

/**
 * The inviting side of a new invite: the host and what the visitors are invited to (arrival and
 * departure, visitor type, language, invitation location, event name).
 */
export const inviteHost = z
  .object({
    name: requiredName({ max: 200 }),
    uniqueAttributeValue: identifier({ max: 320 }),
    arrivalTime: scheduledTime(),
    departureTime: scheduledTime(),
    evtTimeZone: timeZone(),
    visitorType: z.enum(INVITE_VISITOR_TYPES).optional(),
    language: z.enum(INVITE_LANGUAGES).optional(),
    location: requiredName({ max: 300 }),
    eventName: requiredName({ max: 200 }),
  })
  .refine((host) => host.departureTime > host.arrivalTime, {
    message: 'the departure must be after the arrival',
    path: ['departureTime'],
  });

/** One visitor of a new invite: first and last name, and an email or a mobile number. */
export const inviteVisitor = z
  .object({
    firstName: requiredName({ max: 100 }),
    lastName: requiredName({ max: 100 }),
    email: email.optional(),
    phoneNumber: phone.optional(),
    company: optionalText({ max: 200 }),
  })
  .refine((visitor) => visitor.email !== undefined || visitor.phoneNumber !== undefined, {
    message: 'either an email or a mobile number is required',
  });

const createInvites = z.object({
  EntityHierarchy: locationKey(),
  host: inviteHost,
  visitors: z
    .array(inviteVisitor)
    .min(1)
    .max(500)
    .superRefine((visitors, context) => {
      const { duplicateEmails, duplicatePhones } = checkVisitorRows(visitors);
      for (const duplicate of duplicateEmails) {
        context.addIssue({
          code: 'custom',
          message: `duplicate email ${duplicate.email} in rows ${duplicate.rows.join(', ')}`,
        });
      }
      for (const duplicate of duplicatePhones) {
        context.addIssue({
          code: 'custom',
          message: `duplicate mobile number ${duplicate.phoneNumber} in rows ${duplicate.rows.join(', ')}`,
        });
      }
    }),
});

/** The fields of an invite an update may change. */
const inviteUpdateFields = z
  .object({
    arrivalTime: scheduledTime(),
    departureTime: scheduledTime(),
    visitorType: z.enum(INVITE_VISITOR_TYPES),
    language: z.enum(INVITE_LANGUAGES),
    eventName: requiredName({ max: 200 }),
    firstName: requiredName({ max: 100 }),
    lastName: requiredName({ max: 100 }),
    company: optionalText({ max: 200 }),
  })
  .partial()
  .strict()
  .refine((fields) => Object.keys(fields).length > 0, { message: 'nothing to update' });

const updateInvite = z.object({
  entityHierarchy: locationKey(),
  EventUidEmail: identifier({ max: 700 }),
  lmt: epochMs,
  fields: inviteUpdateFields,
});

/** upsertDashboardInvites: create invites (host and visitors) or update one (its lmt must match). */
export const upsertDashboardInvitesRequest = z.object({
  upsert: z
    .object({ create: createInvites.optional(), update: updateInvite.optional() })
    .strict()
    .refine((upsert) => (upsert.create === undefined) !== (upsert.update === undefined), {
      message: 'must hold either create or update',
    }),
});
export type UpsertDashboardInvitesRequest = z.infer<typeof upsertDashboardInvitesRequest>;
export type CreateInvitesRequest = z.input<typeof createInvites>;
export type CreateInvites = z.output<typeof createInvites>;
export type UpdateInvite = z.output<typeof updateInvite>;

export const upsertDashboardInvitesResponse = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  items: z.array(inviteRecord),
});

/** The host search of the new invite screen (searchOperations/searchHosts, spec §7). */
export const searchHostsRequest = z.object({
  field: z.enum(['name', 'email']),
  value: safeString({ max: 100, min: 1, trim: true, singleLine: true }),
  EntityHierarchy: locationKey(),
});

export const hostSearchHit = z.object({
  _source: z.looseObject({ name: z.string(), uniqueAttributeValue: z.string() }),
});
export const searchHostsResponse = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  responses: z.array(z.object({ hits: z.object({ hits: z.array(hostSearchHit) }) })),
});

/** The most hosts one search answers. */
export const HOST_SEARCH_LIMIT = 20;

/** An invite as the server sends it (spec/visitors.md §3 "Invite record"). */
export type InviteRecord = z.infer<typeof inviteRecord>;
