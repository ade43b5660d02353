import { z } from 'zod';
import {
  identifier,
  locationKey,
  optionalText,
  requiredName,
  safeString,
  scheduledTime,
} from '../input/index.ts';
import { epochMs } from '../records.ts';

/**
 * The block list (issue 33 item 4; spec/frame.md: the Block List page, the `blocklist` flag and
 * amBlocklistMaintenanceEnabled): people who may not sign in at a location and its subtree until
 * an optional expiry. An ADMIN with the flag adds, edits and deletes entries online (an edit or a
 * delete names the lmt the administrator saw); a HOST with the flag reads them without the
 * reason. A visitor who matches an entry (blockListMatch, matching.ts) is not signed in, and the
 * match is recorded for the administrators.
 */

import { BLOCK_LIST_RETRIEVED } from './keys.ts';

export * from './keys.ts';

export const BLOCK_LIST_LIMITS = {
  name: 100,
  email: 320,
  phone: 30,
  company: 200,
  reason: 1000,
} as const;

/** Where a match happened: a receptionist's assisted check-in, a kiosk, an invite. */
export const BLOCK_LIST_CHANNELS = ['dashboard', 'kiosk', 'invite'] as const;
export type BlockListChannel = (typeof BLOCK_LIST_CHANNELS)[number];

/** An entry as stored and answered (`reason` absent for a reader who may not see it). */
export const blockListEntry = z.object({
  /** The entry applies at this location and every location below it. */
  EntityHierarchy: z.string(),
  entryId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  company: z.optional(z.string()),
  reason: z.optional(z.string()),
  /** The first millisecond it no longer applies; null: until deleted. */
  expiresAt: z.nullable(epochMs),
  lmt: epochMs,
  updatedBy: z.string(),
});
export type BlockListEntry = z.infer<typeof blockListEntry>;

/** A visitor who matched an entry: who, where, when and through which channel. */
export const blockListMatchRecord = z.object({
  matchId: z.string(),
  entryId: z.string(),
  /** The location the visitor tried to sign in at. */
  EntityHierarchy: z.string(),
  at: epochMs,
  /** The visitor's name as given at the door. */
  name: z.string(),
  channel: z.enum(BLOCK_LIST_CHANNELS),
  /** The user or device that tried the sign-in. */
  by: z.string(),
});
export type BlockListMatchRecord = z.infer<typeof blockListMatchRecord>;

const content = z.object({
  EntityHierarchy: locationKey(),
  firstName: requiredName({ max: BLOCK_LIST_LIMITS.name }),
  lastName: requiredName({ max: BLOCK_LIST_LIMITS.name }),
  email: optionalText({ max: BLOCK_LIST_LIMITS.email }).refine(
    (value) => value === undefined || value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'must be an email address',
  ),
  phoneNumber: optionalText({ max: BLOCK_LIST_LIMITS.phone }).refine(
    (value) => value === undefined || value === '' || /^\+?[0-9 ()-]{6,}$/.test(value),
    'must be a phone number',
  ),
  company: optionalText({ max: BLOCK_LIST_LIMITS.company }),
  reason: safeString({ max: BLOCK_LIST_LIMITS.reason, min: 1, trim: true }),
  expiresAt: z.nullable(scheduledTime()),
});
export type BlockListEntryContent = z.infer<typeof content>;

const reference = { entryId: identifier({ max: 100 }), lmt: epochMs };

export const blockListProcessorRequest = z.discriminatedUnion('operation', [
  z.object({ operation: z.literal('addEntry'), entry: content }),
  z.object({ operation: z.literal('editEntry'), entry: content.extend(reference) }),
  z.object({
    operation: z.literal('deleteEntry'),
    entry: z.object({ EntityHierarchy: locationKey(), ...reference }),
  }),
]);
export type BlockListProcessorRequest = z.infer<typeof blockListProcessorRequest>;

export const blockListProcessorResponse = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  /** The entry after the change (for a delete: as it was, with the deletion's lmt). */
  entry: blockListEntry,
});

export const retrieveBlockListRequest = z.object({
  hierarchies: z.array(locationKey()).min(1).max(100),
});
export type RetrieveBlockListRequest = z.infer<typeof retrieveBlockListRequest>;

export const retrieveBlockListResponse = z.object({
  key: z.literal(BLOCK_LIST_RETRIEVED),
  /** The entries that apply at the queried locations: theirs and those of the locations above. */
  entries: z.array(blockListEntry),
  /** The newest matches at the queried locations and below (ADMIN only; empty for a HOST). */
  matches: z.array(blockListMatchRecord),
});
export type RetrieveBlockListResponse = z.infer<typeof retrieveBlockListResponse>;
