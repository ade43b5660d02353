import { z } from 'zod';
import { epochMs, hierarchyKey } from './primitives.ts';

export { epochMs, hierarchyKey } from './primitives.ts';

/**
 * Every record on the wire carries `lmt` (last modified, epoch ms) and `changeSeq`: the server's
 * change-feed sequence number of its last write. The client keeps the highest `changeSeq` it has
 * seen per record and ignores anything older, so duplicated or reordered events are harmless.
 */
export const versionFields = {
  EntityHierarchy: hierarchyKey,
  lmt: epochMs,
  changeSeq: z.number().int().nonnegative(),
};

export const visitorFullDetails = z.looseObject({
  ProfileId: z.string().min(1),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  company: z.string().optional(),
  personalIdentificationNr: z.string().optional(),
});

export const hostDetails = z.looseObject({
  name: z.string().optional(),
  uniqueAttributeValue: z.string().optional(),
  hostNotOnList: z.boolean().optional(),
});

/** Visitor log event (spec/visitors.md §3). Key: [EntityHierarchy+evtTimeStampProfileID]. */
export const visitorLogRecord = z.looseObject({
  ...versionFields,
  evtTimeStampProfileID: z.string().min(1),
  evtTimeStamp: epochMs,
  evtTZOffset: z.number().optional(),
  evtTimeZone: z.string().optional(),
  ProfileId: z.string().min(1),
  evtTimeStampOut: z.optional(epochMs),
  evtTZOffsetOut: z.number().optional(),
  evtTimeZoneOut: z.string().optional(),
  signOutSource: z.string().optional(),
  visitorType: z.string().optional(),
  visitorFullDetails,
  hostDetails: hostDetails.optional(),
  badgeNumber: z.string().optional(),
  assetSerialNumber: z.string().optional(),
  sourceOfIdentification: z.string().optional(),
  personalIdentificationNrChecked: z.boolean().optional(),
  /** Check-in and custom field values keyed by field id (text, or a multi select's data keys). */
  checkInFieldValues: z.record(z.string(), z.unknown()).optional(),
  checkInFieldDataKeys: z.array(z.string()).optional(),
  inductionData: z
    .looseObject({
      inductionType: z.string().optional(),
      version: z.number().optional(),
      eventTiming: z.number().optional(),
    })
    .optional(),
  /** The agreement the visitor signed (Gatehouse's name; the spec shows only its payload). */
  agreementDetails: z
    .looseObject({ AgreementVersion: z.string(), signatureTimeStamp: z.number().optional() })
    .optional(),
  /** pending, rejected or approved (spec/visitors.md §4); absent: N/A. */
  hostApprovalStatus: z.string().optional(),
});
export type VisitorLogRecord = z.infer<typeof visitorLogRecord>;

/** The sort key of a visitor log event: its sign-in time and the visitor's profile id. */
export function visitorSortKey(evtTimeStamp: number, profileId: string): string {
  return `${evtTimeStamp}#${profileId}`;
}

/** A removed record, answered by `changedSince` so a client can drop its copy. */
export const tombstone = z.object({
  EntityHierarchy: hierarchyKey,
  key: z.string().min(1),
  changeSeq: z.number().int().nonnegative(),
});
export type Tombstone = z.infer<typeof tombstone>;
