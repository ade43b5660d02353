import { msg } from '@lingui/core/macro';
import {
  type AddLogCommentRequest,
  type AdjustClockTimeRequest,
  adjustedEvent,
  adjustedKey,
  type CaptureWorkerBadgeNumberRequest,
  captureWorkerBadgeOperation,
  type ConvertToClockOutRequest,
  type Correction,
  type CreateClockOutRequest,
  type CreateShiftPairRequest,
  commentedEvent,
  convertToClockOut,
  correctionsHistoryOf,
  createdClockOut,
  createdShiftPair,
  type WorkerLogRecord,
  workerEventKey,
  workerLogRecord,
} from '../../../contract/index.ts';
import { definedMutator } from './definedMutator.ts';
import { type MutationContext, mutator, type RecordTarget } from './types.ts';

/**
 * The worker log's corrections and badge capture (spec/workers.md §4) as offline-capable
 * mutators: the contract's transitions applied optimistically, the same ones the server runs.
 * Each correction names the version of the event the user saw (its lmt and latest correction),
 * so the server can answer PROCESS_INSTANCE_OBSOLETE when someone else changed it meanwhile.
 */

/** Who corrects: shown in the history until the server's entry arrives. */
export interface CorrectionAuthor {
  user: string;
  email: string;
}

/** What every correction of one event carries: the event as the user saw it, why, and who. */
export interface EventCorrectionArgs {
  event: WorkerLogRecord;
  correctionComment: string;
  author: CorrectionAuthor;
}

export interface AdjustClockTimeArgs extends EventCorrectionArgs {
  newEvtTimeStamp: number;
}
export interface CreateClockOutArgs extends EventCorrectionArgs {
  clockOutTimeStamp: number;
}
export interface CreateShiftPairArgs extends EventCorrectionArgs {
  clockInTimeStamp: number;
  clockOutTimeStamp: number;
}
export interface CaptureBadgeArgs {
  event: WorkerLogRecord;
  badgeNumber: string;
}

const eventTarget = (hierarchy: string, key: string): RecordTarget => ({
  table: 'workerLog',
  key: [hierarchy, key],
});
const targetOf = (event: WorkerLogRecord) =>
  eventTarget(event.EntityHierarchy, event.evtTimeStampProfileID);
const isTarget = (target: RecordTarget, key: string) => target.key[1] === key;

const refOf = (event: WorkerLogRecord) => ({
  EntityHierarchy: event.EntityHierarchy,
  evtTimeStampProfileID: event.evtTimeStampProfileID,
});

/** The version of the event the user corrected (contract seenVersion). */
function seenOf(event: WorkerLogRecord) {
  const last = correctionsHistoryOf(event).at(-1);
  return { lmt: event.lmt, ...(last ? { lastCorrectionId: last.correctionId } : {}) };
}

function correctionOf(args: EventCorrectionArgs, context: MutationContext): Correction {
  return {
    correctionId: context.mutationId,
    comment: args.correctionComment.trim(),
    user: args.author.user,
    email: args.author.email,
    now: context.clientTime,
  };
}

function correctionBody(args: EventCorrectionArgs, context: MutationContext) {
  return {
    ...refOf(args.event),
    ...seenOf(args.event),
    correctionComment: args.correctionComment.trim(),
    mutationId: context.mutationId,
  };
}

/** A new event image as a local record (its lmt is the correction's; changeSeq 0: none yet). */
function newRecord(hierarchy: string, image: Record<string, unknown>): WorkerLogRecord {
  return workerLogRecord.parse({ ...image, EntityHierarchy: hierarchy, changeSeq: 0 });
}

export const convertClockInToClockOut = mutator<EventCorrectionArgs, WorkerLogRecord>()({
  name: 'workers.convertToClockOut',
  label: () => msg`Convert a clock-in to a clock-out`,
  affects: (args) => [targetOf(args.event)],
  apply: (current, args, context) => convertToClockOut(current, correctionOf(args, context)),
  request: (args, context) => ({
    operation: 'workerLogOperations/convertClockInToClockOut',
    body: correctionBody(args, context) satisfies ConvertToClockOutRequest,
  }),
});

/** The event's new key (unchanged when the event has no profile id: the server refuses it). */
const newKeyOf = (args: AdjustClockTimeArgs) =>
  adjustedKey(args.event, args.newEvtTimeStamp) ?? args.event.evtTimeStampProfileID;

/**
 * One mutator for a time adjustment: the old record removed and the new one created at the new
 * key. An event already at the new key is kept (the page checks before, the server refuses).
 */
export const adjustClockTime = mutator<AdjustClockTimeArgs, WorkerLogRecord>()({
  name: 'workers.adjustClockTime',
  label: (args) =>
    args.event.eventType === 'CLOCK_IN'
      ? msg`Adjust a clock-in time`
      : msg`Adjust a clock-out time`,
  affects: (args) => [
    targetOf(args.event),
    eventTarget(args.event.EntityHierarchy, newKeyOf(args)),
  ],
  apply: (current, args, context, target) => {
    if (isTarget(target, args.event.evtTimeStampProfileID)) return null;
    if (current !== undefined) return current;
    const moved = adjustedEvent(args.event, args.newEvtTimeStamp, correctionOf(args, context));
    return newRecord(args.event.EntityHierarchy, moved);
  },
  request: (args, context) => ({
    operation: 'workerLogOperations/adjustClockTime',
    body: {
      ...correctionBody(args, context),
      newEvtTimeStamp: args.newEvtTimeStamp,
    } satisfies AdjustClockTimeRequest,
  }),
});

export const createClockOut = mutator<CreateClockOutArgs, WorkerLogRecord>()({
  name: 'workers.createClockOut',
  label: () => msg`Create a clock-out`,
  affects: (args) => [
    eventTarget(
      args.event.EntityHierarchy,
      workerEventKey(args.clockOutTimeStamp, args.event.ProfileId),
    ),
  ],
  apply: (current, args, context) =>
    current ??
    newRecord(
      args.event.EntityHierarchy,
      createdClockOut(args.event, args.clockOutTimeStamp, correctionOf(args, context)),
    ),
  request: (args, context) => ({
    operation: 'workerLogOperations/createClockOut',
    body: {
      ...correctionBody(args, context),
      clockOutTimeStamp: args.clockOutTimeStamp,
    } satisfies CreateClockOutRequest,
  }),
});

export const createShiftPair = mutator<CreateShiftPairArgs, WorkerLogRecord>()({
  name: 'workers.createShiftPair',
  label: () => msg`Create a shift pair`,
  affects: (args) =>
    [args.clockInTimeStamp, args.clockOutTimeStamp].map((time) =>
      eventTarget(args.event.EntityHierarchy, workerEventKey(time, args.event.ProfileId)),
    ),
  apply: (current, args, context, target) => {
    if (current !== undefined) return current;
    const pair = createdShiftPair(
      args.event,
      args.clockInTimeStamp,
      args.clockOutTimeStamp,
      correctionOf(args, context),
    );
    const created = pair.find((event) => isTarget(target, String(event.evtTimeStampProfileID)));
    return created ? newRecord(args.event.EntityHierarchy, created) : null;
  },
  request: (args, context) => {
    const { lmt: _lmt, lastCorrectionId: _last, ...body } = correctionBody(args, context);
    return {
      operation: 'workerLogOperations/createShiftPair',
      body: {
        ...body,
        clockInTimeStamp: args.clockInTimeStamp,
        clockOutTimeStamp: args.clockOutTimeStamp,
      } satisfies CreateShiftPairRequest,
    };
  },
});

export const addLogComment = mutator<EventCorrectionArgs, WorkerLogRecord>()({
  name: 'workers.addComment',
  label: () => msg`Add a comment to a worker log entry`,
  affects: (args) => [targetOf(args.event)],
  apply: (current, args, context) => commentedEvent(current, correctionOf(args, context)),
  request: (args, context) => ({
    operation: 'workerLogOperations/addLogComment',
    body: correctionBody(args, context) satisfies AddLogCommentRequest,
  }),
});

/** The record rule is the definition's (contract/operations/workers/captureBadge.ts). */
export const captureWorkerBadgeNumber = definedMutator<CaptureBadgeArgs>()(
  captureWorkerBadgeOperation,
  {
    name: 'workers.captureBadgeNumber',
    label: () => msg`Link a badge number`,
    request: (args): CaptureWorkerBadgeNumberRequest => ({
      ...refOf(args.event),
      badgeNumber: args.badgeNumber.trim(),
    }),
  },
);
