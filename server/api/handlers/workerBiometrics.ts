import { workerLogRecord } from '../../../contract/familyRecords.ts';
import { captureWorkerBadgeOperation } from '../../../contract/operations/index.ts';
import {
  acceptedLogImage,
  badgeRefusal,
  hasLogImage,
  referenceImageRemovedFrom,
  rejectedLogImage,
  withoutReferenceImage,
} from '../../../contract/transitions/workerBiometrics.ts';
import { BADGE_NR_UNCHANGED, NO_IMAGE } from '../../../contract/workerBiometrics.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { recordWriteHandler } from './recordWriteHandler.ts';
import { modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import { eventTarget, readEventForUpdate, workerLogsOfDay } from '../workers/workerEvents.ts';

/*
 * Photo review and badge capture of the worker log (spec/workers.md §4, §7); the rules are the
 * contract's (contract/transitions/workerBiometrics.ts). Not a HOST's, where the worker log is on
 * (badges also need the location's badge linking): the access policy checks that first.
 */

const noImage = () => new ApiError(409, NO_IMAGE, 'The log entry has no image to review');

/** Accepts or rejects the event's log image: 409 NO_IMAGE when it has none. */
async function reviewImage(
  sql: Sql,
  ref: { EntityHierarchy: string; evtTimeStampProfileID: string },
  review: typeof acceptedLogImage,
  now: number,
): Promise<RecordImage> {
  const event = await readEventForUpdate(sql, ref);
  if (!hasLogImage(event)) throw noImage();
  const [modified] = await modifyRecords(sql, 'workerLog', [eventTarget(ref)], review, {
    missing: 'refuse',
    now,
  });
  return modified?.image ?? event;
}

/** The worker's events of the day, as the contract's records (what the client redraws from). */
async function logsOfDay(sql: Sql, event: RecordImage, hierarchy: string, dateToReturn: number) {
  const profileId = typeof event.ProfileId === 'string' ? event.ProfileId : '';
  const items = await workerLogsOfDay(sql, hierarchy, profileId, dateToReturn);
  return items.flatMap((item) => {
    const parsed = workerLogRecord.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const acceptLogImage: OperationHandler<'workerBiometricOperations/acceptLogImage'> = async (
  { sql, now },
  body,
) => {
  const event = await reviewImage(sql, body, acceptedLogImage, now);
  return {
    key: 'IMAGE_ACCEPTED',
    returnLogs: await logsOfDay(sql, event, body.EntityHierarchy, body.dateToReturn),
  };
};

export const rejectLogImage: OperationHandler<'workerBiometricOperations/rejectLogImage'> = async (
  { sql, now },
  { workerDetails },
) => {
  const event = await reviewImage(sql, workerDetails, rejectedLogImage, now);
  const day = workerDetails.dateToReturn ?? Number(event.evtTimeStamp ?? now);
  return {
    key: 'REJECT_SUCCESS',
    rejectedLogs: await logsOfDay(sql, event, workerDetails.EntityHierarchy, day),
  };
};

/**
 * Removes the worker's reference image: cleared on the directory person when it is the image
 * named, and the event marked. The event must belong to the worker named.
 */
export const removeReferenceImage: OperationHandler<
  'workerBiometricOperations/removeReferenceImage'
> = async ({ sql, now }, body) => {
  const event = await readEventForUpdate(sql, body);
  if (event.ProfileId !== body.ProfileId) {
    throw new ApiError(409, NO_IMAGE, `${body.evtTimeStampProfileID} is not ${body.ProfileId}'s`);
  }
  await modifyRecords(
    sql,
    'directory',
    [{ hierarchy: body.EntityHierarchy, key: body.ProfileId, eventTime: null }],
    (current) => withoutReferenceImage(current, body.s3ImageKey),
    { missing: 'pass', now },
  );
  const [modified] = await modifyRecords(
    sql,
    'workerLog',
    [eventTarget(body)],
    referenceImageRemovedFrom,
    { missing: 'refuse', now },
  );
  return {
    key: 'REF_IMAGE_REMOVED',
    returnLogs: await logsOfDay(
      sql,
      modified?.image ?? event,
      body.EntityHierarchy,
      body.dateToReturn,
    ),
  };
};

/** Links a badge number: an empty or unchanged number is refused (workers.md §5). */
export const captureWorkerBadgeNumber = recordWriteHandler(
  captureWorkerBadgeOperation,
  () => ({ key: 'BADGE_NR_UPDATED' }),
  {
    eachTarget: (current, _target, { badgeNumber }) => {
      const refusal = current ? badgeRefusal(current, badgeNumber) : null;
      if (refusal !== null) throw new ApiError(400, BADGE_NR_UNCHANGED, refusal);
    },
  },
);
