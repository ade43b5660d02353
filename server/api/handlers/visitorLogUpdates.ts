import { customFieldValueRefusal, fieldsAt } from '../../../contract/customFieldValues.ts';
import { organisationOf } from '../../../contract/hierarchy.ts';
import {
  idNumberRefusal,
  serialNumberRefusal,
  visitorBadgeRefusal,
  withScreeningRoomInduction,
} from '../../../contract/transitions/visitorLogUpdates.ts';
import {
  captureVisitorBadgeOperation,
  updateVisitorAssetSerialOperation,
  updateVisitorCustomFieldOperation,
  updateVisitorIdNumberOperation,
} from '../../../contract/operations/index.ts';
import type { VisitorKeyRef } from '../../../contract/visitorKeys.ts';
import type { Sql } from '../../db/database.ts';
import { readLiveCustomFields } from '../../customFields/customFieldStore.ts';
import { ApiError } from '../errors.ts';
import { readInductionConfigurations } from '../induction/inductionConfigurations.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import { recordWriteHandler } from './recordWriteHandler.ts';
import { generateAgreementPdf } from '../visitors/agreementPdf.ts';
import { findSignedAgreement } from '../visitors/visitorAgreement.ts';

/*
 * Updates of one visitor log record (spec/visitors.md §2, §7) and the signed agreement. The rules
 * are the contract's (contract/transitions/visitorLogUpdates.ts); who may call them is the access
 * policy's (contract/policies.ts), checked before these run. Each write goes through
 * modifyRecords: change feed, live events and idempotency come with it.
 */

/** 400 with the rule's message when `refusal` names one. */
function refuseIf(key: string, refusal: string | null): void {
  if (refusal !== null) throw new ApiError(400, key, refusal);
}

/** Applies `transition` to the record named by `eventTiming`: 404 RECORD_NOT_FOUND when absent. */
function updateRecord(
  sql: Sql,
  eventTiming: VisitorKeyRef,
  transition: (current: RecordImage | undefined) => RecordImage | null,
  now: number,
) {
  const target = { hierarchy: eventTiming.EntityHierarchy, key: eventTiming.evtTimeStampProfileID };
  return modifyRecords(sql, 'visitorLog', [target], transition, { missing: 'refuse', now });
}

/** An empty or unchanged access card number is refused with 400 BADGE_NR_NOT_UPDATED. */
export const captureVisitorBadgeNumber = recordWriteHandler(
  captureVisitorBadgeOperation,
  () => ({ key: 'BADGE_NR_UPDATED' }),
  {
    eachTarget: (current, _target, { badgeNumber }) => {
      if (current) refuseIf('BADGE_NR_NOT_UPDATED', visitorBadgeRefusal(current, badgeNumber));
    },
  },
);

/** An empty or unchanged ID number is refused with 400 ID_NOT_UPDATED. */
export const updatePersonalIdentificationNr = recordWriteHandler(
  updateVisitorIdNumberOperation,
  () => ({ key: 'ID_CHECKED' }),
  {
    eachTarget: (current, _target, { idUpdate }) => {
      if (current) {
        refuseIf('ID_NOT_UPDATED', idNumberRefusal(current, idUpdate.personalIdentificationNr));
      }
    },
  },
);

/** An empty or unchanged serial number is refused with 400 ASSET_SERIAL_NUMBER_NOT_UPDATED. */
export const updateAssetSerialNumber = recordWriteHandler(
  updateVisitorAssetSerialOperation,
  () => ({ key: 'ASSET_SERIAL_NUMBER_UPDATED' }),
  {
    eachTarget: (current, _target, { assetSerialNumberUpdate }) => {
      const serial = assetSerialNumberUpdate.assetSerialNumber;
      if (current)
        refuseIf('ASSET_SERIAL_NUMBER_NOT_UPDATED', serialNumberRefusal(current, serial));
    },
  },
);

/**
 * Sets or clears a custom field's value. The value must fit a field that applies at the record's
 * location (contract/customFieldValues.ts): 400 CUSTOM_FIELD_NOT_FOUND, CUSTOM_FIELD_DISABLED or
 * CUSTOM_FIELD_VALUE_INVALID otherwise.
 */
export const updateVisitorCustomFieldValue = recordWriteHandler(
  updateVisitorCustomFieldOperation,
  () => ({ key: 'CUSTOM_FIELD_VALUE_UPDATED' }),
  async ({ sql }, { eventTiming, customFieldUpdate }) => {
    const hierarchy = eventTiming.EntityHierarchy;
    const fields = fieldsAt(
      await readLiveCustomFields(sql, [organisationOf(hierarchy)]),
      hierarchy,
    );
    const refusal = customFieldValueRefusal(
      fields,
      customFieldUpdate.fieldId,
      customFieldUpdate.value,
    );
    if (refusal) throw new ApiError(400, refusal.key, refusal.message);
  },
);

/**
 * The screening room's video version in the induction configuration in force at `hierarchy`;
 * 409 SCREENING_ROOM_VERSION_CHANGED when the request names another one.
 */
async function screeningRoomVersion(
  sql: Sql,
  hierarchy: string,
  requested: number | undefined,
): Promise<number> {
  const [inForce] = await readInductionConfigurations(sql, [hierarchy]);
  const version = inForce?.configuration.screeningRoom.version ?? 0;
  if (requested !== undefined && requested !== version) {
    throw new ApiError(
      409,
      'SCREENING_ROOM_VERSION_CHANGED',
      `The screening room video of this location is version ${version}, not ${requested}`,
    );
  }
  return version;
}

/**
 * Records the screening-room induction on the log entry, at the video version of the location's
 * induction configuration, and, in the same transaction, an induction completion of type
 * screeningRoom (the induction log lists it), keyed by when it was watched and the visitor's
 * profile. The induction time cannot lie before the sign-in.
 */
export const setInductionCompleteInScreeningRoom: OperationHandler<
  'visitorLogOperations/setInductionCompleteInScreeningRoom'
> = async ({ sql, now }, { eventTiming, inductionData: requested }) => {
  const version = await screeningRoomVersion(sql, eventTiming.EntityHierarchy, requested.version);
  const inductionData = { ...requested, version };
  const [updated] = await updateRecord(
    sql,
    eventTiming,
    (current) => {
      const signedInAt = current?.evtTimeStamp;
      if (typeof signedInAt === 'number' && inductionData.eventTiming < signedInAt) {
        throw new ApiError(
          400,
          'VALIDATION_FAILED',
          'inductionData.eventTiming: the induction cannot be before the sign-in',
        );
      }
      return withScreeningRoomInduction(current, inductionData);
    },
    now,
  );
  const visitor = updated?.image ?? {};
  const profileId = String(visitor.ProfileId ?? '');
  const details = (visitor.visitorFullDetails ?? {}) as RecordImage;
  const key = `${inductionData.eventTiming}#${profileId}`;
  await modifyRecords(
    sql,
    'inductionCompletions',
    [{ hierarchy: eventTiming.EntityHierarchy, key, eventTime: inductionData.eventTiming }],
    (current) =>
      current ?? {
        evtTimeStampProfileID: key,
        evtTimeStamp: inductionData.eventTiming,
        ProfileId: profileId,
        inductionType: 'screeningRoom',
        version: inductionData.version,
        isVerified: false,
        userDetails: {
          firstName: details.firstName,
          lastName: details.lastName,
          email: details.email,
          phoneNumber: details.phoneNumber,
          personalIdentificationNr: details.personalIdentificationNr,
        },
      },
    { missing: 'pass', now },
  );
  return { key: 'INDUCTION_UPDATED' };
};

/**
 * The agreement the visitor signed at the location, as a PDF generated now (base64). 404
 * AGREEMENT_NOT_FOUND when no log entry of that visitor there carries that agreement version
 * (and signature time, when asked).
 */
export const generateVisitorAgreement: OperationHandler<
  'profileOperations/generateVisitorAgreement'
> = async ({ sql }, body) => {
  const signed = await findSignedAgreement(sql, body);
  const pdf = await generateAgreementPdf(signed);
  return { key: 'AGREEMENT_GENERATED', pdfBase64: Buffer.from(pdf).toString('base64') };
};
