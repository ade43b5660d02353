import {
  adjustedEvent,
  adjustedKey,
  adjustRefusal,
  clockOutRefusal,
  commentedEvent,
  convertRefusal,
  convertToClockOut,
  createdClockOut,
  createdShiftPair,
  hasCorrection,
  workerEventKey,
} from '../../../contract/transitions/workerCorrections.ts';
import { validationFailed } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
import {
  assertSeenVersion,
  clockEventExists,
  correctionBy,
  eventTarget,
  readEventForUpdate,
  refuseIf,
  transactionResult,
} from '../workers/workerEvents.ts';

/*
 * Corrections of the worker log (spec/workers.md §4): the contract's transitions
 * (contract/transitions/workerCorrections.ts) in one transaction each. The access policy
 * (amTimeAdmin, not HOST, the worker log at the location) is checked before these run; the
 * Idempotency-Key answers a repeated request, and a correction already in an event's history is
 * not applied twice either.
 */

const answer = (modified: Parameters<typeof transactionResult>[0]) => ({
  key: 'OPERATION_PROCESSED' as const,
  transactionResult: transactionResult(modified),
});

/** New events at their keys: 409 with the spec's message when any key is taken. */
function createOnly(created: ReadonlyMap<string, RecordImage>) {
  return (current: RecordImage | undefined, target: { key: string }) => {
    if (current !== undefined) throw clockEventExists();
    return created.get(target.key) ?? null;
  };
}

export const convertClockInToClockOut: OperationHandler<
  'workerLogOperations/convertClockInToClockOut'
> = async ({ sql, caller, now }, body) => {
  const correction = correctionBy(caller, body, now);
  const modified = await modifyRecords(
    sql,
    'workerLog',
    [eventTarget(body)],
    (current) => {
      if (!current || hasCorrection(current, correction.correctionId)) return current ?? null;
      assertSeenVersion(current, body);
      refuseIf(convertRefusal(current));
      return convertToClockOut(current, correction);
    },
    { missing: 'refuse', now },
  );
  return answer(modified);
};

/**
 * Moves a clock in or out: the old record removed and the new one written at the new key in one
 * transaction; refused (409 CLOCK_EVENT_EXISTS) when an event already has the new key.
 */
export const adjustClockTime: OperationHandler<'workerLogOperations/adjustClockTime'> = async (
  { sql, caller, now },
  body,
) => {
  const correction = correctionBy(caller, body, now);
  const source = await readEventForUpdate(sql, body);
  assertSeenVersion(source, body);
  refuseIf(adjustRefusal(source, body.newEvtTimeStamp));
  const newKey = adjustedKey(source, body.newEvtTimeStamp);
  if (newKey === null) throw validationFailed(`${body.evtTimeStampProfileID} has no ProfileId`);
  const moved = adjustedEvent(source, body.newEvtTimeStamp, correction);
  const modified = await modifyRecords(
    sql,
    'workerLog',
    [
      eventTarget(body),
      { hierarchy: body.EntityHierarchy, key: newKey, eventTime: body.newEvtTimeStamp },
    ],
    (current, target) => {
      if (target.key === body.evtTimeStampProfileID) return null;
      if (current !== undefined) throw clockEventExists();
      return moved;
    },
    { missing: 'pass', now },
  );
  return answer(modified);
};

export const createClockOut: OperationHandler<'workerLogOperations/createClockOut'> = async (
  { sql, caller, now },
  body,
) => {
  const correction = correctionBy(caller, body, now);
  const clockIn = await readEventForUpdate(sql, body);
  assertSeenVersion(clockIn, body);
  refuseIf(clockOutRefusal(clockIn, body.clockOutTimeStamp));
  const clockOut = createdClockOut(clockIn, body.clockOutTimeStamp, correction);
  const key = String(clockOut.evtTimeStampProfileID);
  const modified = await modifyRecords(
    sql,
    'workerLog',
    [{ hierarchy: body.EntityHierarchy, key, eventTime: body.clockOutTimeStamp }],
    createOnly(new Map([[key, clockOut]])),
    { missing: 'pass', now },
  );
  return answer(modified);
};

/** A whole new pair for the worker of the event named (which is not changed). */
export const createShiftPair: OperationHandler<'workerLogOperations/createShiftPair'> = async (
  { sql, caller, now },
  body,
) => {
  const correction = correctionBy(caller, body, now);
  const source = await readEventForUpdate(sql, body);
  if (typeof source.ProfileId !== 'string') {
    throw validationFailed(`${body.evtTimeStampProfileID} has no ProfileId`);
  }
  const pair = createdShiftPair(source, body.clockInTimeStamp, body.clockOutTimeStamp, correction);
  const times = [body.clockInTimeStamp, body.clockOutTimeStamp];
  const targets = times.map((time) => ({
    hierarchy: body.EntityHierarchy,
    key: workerEventKey(time, String(source.ProfileId)),
    eventTime: time,
  }));
  const created = new Map(pair.map((event) => [String(event.evtTimeStampProfileID), event]));
  const modified = await modifyRecords(sql, 'workerLog', targets, createOnly(created), {
    missing: 'pass',
    now,
  });
  return answer(modified);
};

export const addLogComment: OperationHandler<'workerLogOperations/addLogComment'> = async (
  { sql, caller, now },
  body,
) => {
  const correction = correctionBy(caller, body, now);
  const modified = await modifyRecords(
    sql,
    'workerLog',
    [eventTarget(body)],
    (current) => {
      if (!current || hasCorrection(current, correction.correctionId)) return current ?? null;
      assertSeenVersion(current, body);
      return commentedEvent(current, correction);
    },
    { missing: 'refuse', now },
  );
  return answer(modified);
};
