import { adjustedEvent, adjustedKey, adjustRefusal } from '../../transitions/workerCorrections.ts';
import { adjustClockTimeRequest } from '../../workerCorrections.ts';
import { defineOperation } from '../defineOperation.ts';
import {
  type CorrectionTarget,
  correctionOf,
  correctionOperation,
  eventRef,
  existingEventRefusal,
  firstRefusal,
  fromSourceEvent,
  noProfileId,
  notPossible,
  outdatedRefusal,
} from './correctionTargets.ts';

/**
 * Moves a clock in or out to a new time (spec/workers.md §4): the event (the write's source) is
 * removed and written again at its new key, in one write. Refused when it changed since the user
 * saw it (409 PROCESS_INSTANCE_OBSOLETE), already has that time (409 CORRECTION_NOT_POSSIBLE), has
 * no profile id (400) or an event already has the new key (409 CLOCK_EVENT_EXISTS).
 */
export const adjustClockTimeOperation = defineOperation({
  name: 'workerLogOperations/adjustClockTime',
  request: adjustClockTimeRequest,
  ...correctionOperation,
  records: {
    ...fromSourceEvent,
    targets: (request, caller, now, source = {}): CorrectionTarget[] => {
      const correction = correctionOf(request, caller, now);
      const old = { ...eventRef(request), correction, source };
      const key = adjustedKey(source, request.newEvtTimeStamp);
      if (key === null) return [old];
      const created = adjustedEvent(source, request.newEvtTimeStamp, correction);
      const eventTime = request.newEvtTimeStamp;
      return [
        old,
        { hierarchy: request.EntityHierarchy, key, eventTime, correction, source, created },
      ];
    },
    refusal: (current, { source = {}, created }, request) =>
      firstRefusal(
        outdatedRefusal(source, request),
        notPossible(adjustRefusal(source, request.newEvtTimeStamp)),
        adjustedKey(source, request.newEvtTimeStamp) === null
          ? noProfileId(request.evtTimeStampProfileID)
          : null,
        created ? existingEventRefusal(current) : null,
      ),
    // The old key is removed; the new one is created (an event already there is kept).
    apply: (current, { created }) => (created === undefined ? null : (current ?? created)),
  },
});
