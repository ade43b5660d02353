import { msg } from '@lingui/core/macro';
import {
  type AddLogCommentRequest,
  type AdjustClockTimeRequest,
  type CaptureWorkerBadgeNumberRequest,
  type ConvertToClockOutRequest,
  type CreateClockOutRequest,
  type CreateShiftPairRequest,
  captureWorkerBadgeOperation,
  correctionsHistoryOf,
  type WorkerLogRecord,
} from '../../../contract/index.ts';
import {
  addLogCommentOperation,
  adjustClockTimeOperation,
  convertToClockOutOperation,
  createClockOutOperation,
  createShiftPairOperation,
} from '../../../contract/operations/workers/index.ts';
import { definedMutator } from './definedMutator.ts';
import type { MutationContext } from './types.ts';

/**
 * The worker log's corrections and badge capture (spec/workers.md §4) as offline-capable
 * mutators: their definitions' record writes (contract/operations/workers/) applied
 * optimistically, the same ones the server runs.
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

const refOf = (event: WorkerLogRecord) => ({
  EntityHierarchy: event.EntityHierarchy,
  evtTimeStampProfileID: event.evtTimeStampProfileID,
});

/** The version of the event the user corrected (contract seenVersion). */
function seenOf(event: WorkerLogRecord) {
  const last = correctionsHistoryOf(event).at(-1);
  return { lmt: event.lmt, ...(last ? { lastCorrectionId: last.correctionId } : {}) };
}

function correctionBody(args: EventCorrectionArgs, context: MutationContext) {
  return {
    ...refOf(args.event),
    ...seenOf(args.event),
    correctionComment: args.correctionComment.trim(),
    mutationId: context.mutationId,
  };
}

/** What every correction adds to its definition: the author, and the event the user acted on. */
const correctionParts = {
  caller: (args: EventCorrectionArgs) => ({ name: args.author.user, email: args.author.email }),
  source: (args: EventCorrectionArgs) => args.event,
};

/** The record rules are the definitions' (contract/operations/workers/). */
export const convertClockInToClockOut = definedMutator<EventCorrectionArgs>()(
  convertToClockOutOperation,
  {
    name: 'workers.convertToClockOut',
    label: () => msg`Convert a clock-in to a clock-out`,
    request: (args, context): ConvertToClockOutRequest => correctionBody(args, context),
    ...correctionParts,
  },
);

/**
 * One mutator for a time adjustment: the old record removed and the new one created at the new
 * key. An event already at the new key is kept (the page checks before, the server refuses).
 */
export const adjustClockTime = definedMutator<AdjustClockTimeArgs>()(adjustClockTimeOperation, {
  name: 'workers.adjustClockTime',
  label: (args) =>
    args.event.eventType === 'CLOCK_IN'
      ? msg`Adjust a clock-in time`
      : msg`Adjust a clock-out time`,
  request: (args, context): AdjustClockTimeRequest => ({
    ...correctionBody(args, context),
    newEvtTimeStamp: args.newEvtTimeStamp,
  }),
  ...correctionParts,
});

export const createClockOut = definedMutator<CreateClockOutArgs>()(createClockOutOperation, {
  name: 'workers.createClockOut',
  label: () => msg`Create a clock-out`,
  request: (args, context): CreateClockOutRequest => ({
    ...correctionBody(args, context),
    clockOutTimeStamp: args.clockOutTimeStamp,
  }),
  ...correctionParts,
});

export const createShiftPair = definedMutator<CreateShiftPairArgs>()(createShiftPairOperation, {
  name: 'workers.createShiftPair',
  label: () => msg`Create a shift pair`,
  request: (args, context): CreateShiftPairRequest => {
    const { lmt: _lmt, lastCorrectionId: _last, ...body } = correctionBody(args, context);
    return {
      ...body,
      clockInTimeStamp: args.clockInTimeStamp,
      clockOutTimeStamp: args.clockOutTimeStamp,
    };
  },
  ...correctionParts,
});

export const addLogComment = definedMutator<EventCorrectionArgs>()(addLogCommentOperation, {
  name: 'workers.addComment',
  label: () => msg`Add a comment to a worker log entry`,
  request: (args, context): AddLogCommentRequest => correctionBody(args, context),
  ...correctionParts,
});

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
