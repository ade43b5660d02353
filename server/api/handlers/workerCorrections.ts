import {
  addLogCommentOperation,
  adjustClockTimeOperation,
  convertToClockOutOperation,
  createClockOutOperation,
  createShiftPairOperation,
  recordWriteOf,
} from '../../../contract/operations/index.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { writeDefinedRecords } from '../records/definedWrite.ts';
import type { ModifiedRecord } from '../records/modifyRecords.ts';
import { transactionResult } from '../workers/workerEvents.ts';

/*
 * Corrections of the worker log (spec/workers.md §4): each is its definition's record write
 * (contract/operations/workers/: the event read and locked as the write's source, the
 * refusals, the rule), in one transaction, answered with what it did to each event (every
 * target, unchanged ones too). The access policy (amTimeAdmin, not HOST, the worker log at the
 * location) is checked before these run; the Idempotency-Key answers a repeated request, and a
 * correction already in an event's history is not applied twice either.
 */

const answer = (modified: readonly ModifiedRecord[]) => ({
  key: 'OPERATION_PROCESSED' as const,
  transactionResult: transactionResult(modified),
});

export const convertClockInToClockOut: OperationHandler<
  'workerLogOperations/convertClockInToClockOut'
> = async ({ sql, caller, now }, body) =>
  answer(
    await writeDefinedRecords(sql, recordWriteOf(convertToClockOutOperation), body, caller, now),
  );

export const adjustClockTime: OperationHandler<'workerLogOperations/adjustClockTime'> = async (
  { sql, caller, now },
  body,
) =>
  answer(
    await writeDefinedRecords(sql, recordWriteOf(adjustClockTimeOperation), body, caller, now),
  );

export const createClockOut: OperationHandler<'workerLogOperations/createClockOut'> = async (
  { sql, caller, now },
  body,
) =>
  answer(await writeDefinedRecords(sql, recordWriteOf(createClockOutOperation), body, caller, now));

export const createShiftPair: OperationHandler<'workerLogOperations/createShiftPair'> = async (
  { sql, caller, now },
  body,
) =>
  answer(
    await writeDefinedRecords(sql, recordWriteOf(createShiftPairOperation), body, caller, now),
  );

export const addLogComment: OperationHandler<'workerLogOperations/addLogComment'> = async (
  { sql, caller, now },
  body,
) =>
  answer(await writeDefinedRecords(sql, recordWriteOf(addLogCommentOperation), body, caller, now));
