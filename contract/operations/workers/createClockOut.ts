import { clockOutRefusal, createdClockOut } from '../../transitions/workerCorrections.ts';
import { createClockOutRequest } from '../../workerCorrections.ts';
import { defineOperation } from '../defineOperation.ts';
import {
  type CorrectionTarget,
  correctionOf,
  correctionOperation,
  existingEventRefusal,
  firstRefusal,
  fromSourceEvent,
  notPossible,
  outdatedRefusal,
} from './correctionTargets.ts';

/**
 * Creates the clock-out of a clock-in (the write's source) at the time given (spec/workers.md
 * §4). Refused when the clock-in changed since the user saw it (409 PROCESS_INSTANCE_OBSOLETE),
 * is not a clock-in or is not before that time (409 CORRECTION_NOT_POSSIBLE), or an event
 * already has the new key (409 CLOCK_EVENT_EXISTS).
 */
export const createClockOutOperation = defineOperation({
  name: 'workerLogOperations/createClockOut',
  request: createClockOutRequest,
  ...correctionOperation,
  records: {
    ...fromSourceEvent,
    targets: (request, caller, now, source = {}): CorrectionTarget[] => {
      const correction = correctionOf(request, caller, now);
      const created = createdClockOut(source, request.clockOutTimeStamp, correction);
      const key = String(created.evtTimeStampProfileID);
      const eventTime = request.clockOutTimeStamp;
      return [{ hierarchy: request.EntityHierarchy, key, eventTime, correction, source, created }];
    },
    refusal: (current, { source = {} }, request) =>
      firstRefusal(
        outdatedRefusal(source, request),
        notPossible(clockOutRefusal(source, request.clockOutTimeStamp)),
        existingEventRefusal(current),
      ),
    apply: (current, { created }) => current ?? created ?? null,
  },
});
