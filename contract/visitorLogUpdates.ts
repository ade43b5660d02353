import { z } from 'zod';
import { identifier, locationKey, plausibleTime, safeString } from './input/index.ts';
import { visitorKeyRef } from './visitorKeys.ts';

/**
 * The visitor log's record updates and the signed agreement (spec/visitors.md §2, §7). The spec
 * shows the payload names (eventTiming plus idUpdate, assetSerialNumberUpdate, customFieldUpdate,
 * inductionData) but not their inner shapes, nor the badge body; Gatehouse's choices:
 * - `eventTiming` names the log event: its EntityHierarchy and evtTimeStampProfileID.
 * - The badge body is `{ eventTiming, badgeNumber }`.
 * - `idUpdate` is `{ personalIdentificationNr }`; an update marks the number as checked
 *   (personalIdentificationNrChecked, answer key ID_CHECKED).
 * - `customFieldUpdate` is `{ fieldId, value }`; value is text or the data keys of a multi
 *   select; an empty value removes the field's value.
 * - `inductionData` is `{ inductionType: 'screeningRoom', version, eventTiming }` where its own
 *   eventTiming is when the induction was watched (spec §3 inductionData).
 */

/** One line, trimmed, not blank: badge, ID and serial numbers. */
const recordNumber = (max: number) => safeString({ max, min: 1, trim: true, singleLine: true });

export const captureVisitorBadgeNumberRequest = z.object({
  eventTiming: visitorKeyRef,
  badgeNumber: recordNumber(100),
});
export type CaptureVisitorBadgeNumberRequest = z.infer<typeof captureVisitorBadgeNumberRequest>;

export const updatePersonalIdentificationNrRequest = z.object({
  idUpdate: z.object({ personalIdentificationNr: recordNumber(100) }),
  eventTiming: visitorKeyRef,
});
export type UpdatePersonalIdentificationNrRequest = z.infer<
  typeof updatePersonalIdentificationNrRequest
>;

export const updateAssetSerialNumberRequest = z.object({
  assetSerialNumberUpdate: z.object({ assetSerialNumber: recordNumber(200) }),
  eventTiming: visitorKeyRef,
});
export type UpdateAssetSerialNumberRequest = z.infer<typeof updateAssetSerialNumberRequest>;

export const customFieldValue = z.union([
  safeString({ max: 2000, trim: true }),
  z.array(identifier({ max: 200 })).max(100),
]);
export type CustomFieldValue = z.infer<typeof customFieldValue>;

export const updateVisitorCustomFieldValueRequest = z.object({
  eventTiming: visitorKeyRef,
  customFieldUpdate: z.object({ fieldId: identifier({ max: 200 }), value: customFieldValue }),
});
export type UpdateVisitorCustomFieldValueRequest = z.infer<
  typeof updateVisitorCustomFieldValueRequest
>;

/**
 * The screening-room induction a reception records. `version` is the screening room's video
 * version in the location's induction configuration: the server records that one; a client that
 * names another is refused (409 SCREENING_ROOM_VERSION_CHANGED), so a stale screen cannot record
 * an outdated version.
 */
export const screeningRoomInduction = z.object({
  inductionType: z.literal('screeningRoom'),
  version: z.number().int().min(0).max(1_000_000).optional(),
  eventTiming: plausibleTime(),
});
export type ScreeningRoomInductionRequest = z.infer<typeof screeningRoomInduction>;
/** The induction as recorded, with the configured version. */
export type ScreeningRoomInduction = ScreeningRoomInductionRequest & { version: number };

export const setInductionCompleteRequest = z.object({
  inductionData: screeningRoomInduction,
  eventTiming: visitorKeyRef,
});
export type SetInductionCompleteRequest = z.infer<typeof setInductionCompleteRequest>;

/** The agreement a visitor signed, as a visitor log record carries it (Gatehouse's field name). */
export const agreementDetails = z.looseObject({
  AgreementVersion: z.string().min(1),
  signatureTimeStamp: z.number().optional(),
});
export type AgreementDetails = z.infer<typeof agreementDetails>;

export const generateVisitorAgreementRequest = z.object({
  responseType: z.literal('PDF'),
  EntityHierarchy: locationKey(),
  ProfileId: identifier({ max: 200 }),
  AgreementVersion: identifier({ max: 100 }),
  signatureTimeStamp: plausibleTime().optional(),
});
export type GenerateVisitorAgreementRequest = z.infer<typeof generateVisitorAgreementRequest>;

/** 404 when the visitor signed no such agreement at the location. */
export const AGREEMENT_NOT_FOUND = 'AGREEMENT_NOT_FOUND';
