import { workerLogRecord } from '../../../contract/familyRecords.ts';
import {
  acceptLogImageOperation,
  captureWorkerBadgeOperation,
  recordWriteOf,
  rejectLogImageOperation,
  removeReferenceImageOperation,
} from '../../../contract/operations/index.ts';
import {
  badgeRefusal,
  withoutReferenceImage,
} from '../../../contract/transitions/workerBiometrics.ts';
import { BADGE_NR_UNCHANGED } from '../../../contract/workerBiometrics.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { writeDefinedRecords } from '../records/definedWrite.ts';
import { type ModifiedRecord, modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import { workerLogsOfDay } from '../workers/workerEvents.ts';
import { recordWriteHandler } from './recordWriteHandler.ts';

/*
 * Photo review and badge capture of the worker log (spec/workers.md §4, §7); the rules are the
 * contract's (contract/transitions/workerBiometrics.ts). Not a HOST's, where the worker log is on
 * (badges also need the location's badge linking): the access policy checks that first.
 */

/** The event a review wrote (its image after the write). */
const reviewed = ([modified]: readonly ModifiedRecord[]): RecordImage => modified?.image ?? {};

/** The worker's events of the day, as the contract's records (what the client redraws from). */
async function logsOfDay(sql: Sql, event: RecordImage, hierarchy: string, dateToReturn: number) {
  const profileId = typeof event.ProfileId === 'string' ? event.ProfileId : '';
  const items = await workerLogsOfDay(sql, hierarchy, profileId, dateToReturn);
  return items.flatMap((item) => {
    const parsed = workerLogRecord.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Accepts the event's log image (its definition's write): 409 NO_IMAGE when it has none. */
export const acceptLogImage: OperationHandler<'workerBiometricOperations/acceptLogImage'> = async (
  { sql, caller, now },
  body,
) => {
  const write = recordWriteOf(acceptLogImageOperation);
  const event = reviewed(await writeDefinedRecords(sql, write, body, caller, now));
  return {
    key: 'IMAGE_ACCEPTED',
    returnLogs: await logsOfDay(sql, event, body.EntityHierarchy, body.dateToReturn),
  };
};

/** Rejects the event's log image (its definition's write): 409 NO_IMAGE when it has none. */
export const rejectLogImage: OperationHandler<'workerBiometricOperations/rejectLogImage'> = async (
  { sql, caller, now },
  body,
) => {
  const write = recordWriteOf(rejectLogImageOperation);
  const event = reviewed(await writeDefinedRecords(sql, write, body, caller, now));
  const { workerDetails } = body;
  const day = workerDetails.dateToReturn ?? Number(event.evtTimeStamp ?? now);
  return {
    key: 'REJECT_SUCCESS',
    rejectedLogs: await logsOfDay(sql, event, workerDetails.EntityHierarchy, day),
  };
};

/**
 * Removes the worker's reference image: the event marked (its definition's write, refused when
 * the event is not the worker's named), and in the same transaction the image cleared on the
 * directory person when it is the image named.
 */
export const removeReferenceImage: OperationHandler<
  'workerBiometricOperations/removeReferenceImage'
> = async ({ sql, caller, now }, body) => {
  const write = recordWriteOf(removeReferenceImageOperation);
  const event = reviewed(await writeDefinedRecords(sql, write, body, caller, now));
  await modifyRecords(
    sql,
    'directory',
    [{ hierarchy: body.EntityHierarchy, key: body.ProfileId, eventTime: null }],
    (current) => withoutReferenceImage(current, body.s3ImageKey),
    { missing: 'pass', now },
  );
  return {
    key: 'REF_IMAGE_REMOVED',
    returnLogs: await logsOfDay(sql, event, body.EntityHierarchy, body.dateToReturn),
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
