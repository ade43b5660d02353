import { type Correction, isSeenVersion } from '../../../contract/transitions/workerCorrections.ts';
import {
  CLOCK_EVENT_EXISTS,
  CLOCK_EVENT_EXISTS_MESSAGE,
  CORRECTION_NOT_POSSIBLE,
  LOG_ITEM_OUTDATED_MESSAGE,
  PROCESS_INSTANCE_OBSOLETE,
  type WorkerEventRef,
} from '../../../contract/workerCorrections.ts';
import type { Sql } from '../../db/database.ts';
import type { Caller } from '../access.ts';
import { ApiError } from '../errors.ts';
import type { ModifiedRecord, RecordImage } from '../records/modifyRecords.ts';
import { readLiveRecordsForUpdate, readRecordWindow, recordId } from '../records/readRecords.ts';

/** Shared pieces of the worker log's writes (corrections, image review, badges). */

export function eventTarget(ref: WorkerEventRef) {
  return { hierarchy: ref.EntityHierarchy, key: ref.evtTimeStampProfileID };
}

/** The correction's author and time: the caller, the server's clock. */
export function correctionBy(
  caller: Caller,
  body: { mutationId: string; correctionComment: string },
  now: number,
): Correction {
  return {
    correctionId: body.mutationId,
    comment: body.correctionComment,
    user: caller.name,
    email: caller.email,
    now,
  };
}

export const clockEventExists = () =>
  new ApiError(409, CLOCK_EVENT_EXISTS, CLOCK_EVENT_EXISTS_MESSAGE);
export const logItemOutdated = () =>
  new ApiError(409, PROCESS_INSTANCE_OBSOLETE, LOG_ITEM_OUTDATED_MESSAGE);

/** A refusal of the contract's rules (null: none) as a 409 CORRECTION_NOT_POSSIBLE. */
export function refuseIf(reason: string | null): void {
  if (reason !== null) throw new ApiError(409, CORRECTION_NOT_POSSIBLE, reason);
}

/** PROCESS_INSTANCE_OBSOLETE unless `stored` is the version the user corrected. */
export function assertSeenVersion(
  stored: RecordImage,
  seen: { lmt: number; lastCorrectionId?: string | undefined },
): void {
  if (!isSeenVersion(stored, seen)) throw logItemOutdated();
}

/** The event, locked for the rest of the transaction; 404 RECORD_NOT_FOUND when absent. */
export async function readEventForUpdate(tx: Sql, ref: WorkerEventRef): Promise<RecordImage> {
  const target = eventTarget(ref);
  const stored = await readLiveRecordsForUpdate(tx, 'workerLog', [target]);
  const found = stored.get(recordId(target.hierarchy, target.key));
  if (!found) {
    throw new ApiError(
      404,
      'RECORD_NOT_FOUND',
      `No workerLog record ${target.hierarchy} ${target.key}`,
    );
  }
  return found.record;
}

/** What a correction's transaction did, per event (workers.md §7 transactionResult). */
export function transactionResult(modified: readonly ModifiedRecord[]) {
  return modified.map((record) => ({
    EntityHierarchy: record.hierarchy,
    evtTimeStampProfileID: record.key,
    change: record.change,
  }));
}

const DAY = 24 * 3_600_000;

/**
 * The worker's events at the location in the 24 hours from `dateToReturn` (the client sends the
 * start of its day): what an image review answers so the pairs can be redrawn.
 */
export async function workerLogsOfDay(
  sql: Sql,
  hierarchy: string,
  profileId: string,
  dateToReturn: number,
): Promise<RecordImage[]> {
  const answer = await readRecordWindow(sql, 'workerLog', {
    hierarchies: [hierarchy],
    beginTime: dateToReturn,
    endTime: dateToReturn + DAY - 1,
    match: { field: 'ProfileId', anyOf: [profileId] },
  });
  return answer.items.filter((item) => item.EntityHierarchy === hierarchy);
}
