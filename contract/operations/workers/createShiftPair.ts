import { createdShiftPair, workerEventKey } from '../../transitions/workerCorrections.ts';
import { createShiftPairRequest } from '../../workerCorrections.ts';
import { defineOperation } from '../defineOperation.ts';
import {
  type CorrectionTarget,
  correctionOf,
  correctionOperation,
  eventRef,
  existingEventRefusal,
  fromSourceEvent,
  noProfileId,
} from './correctionTargets.ts';

/**
 * Creates a whole in/out pair for the worker of an event (the write's source, not changed) at the
 * same location (spec/workers.md §4). Refused when that event has no profile id (400) or an event
 * already has one of the new keys (409 CLOCK_EVENT_EXISTS).
 */
export const createShiftPairOperation = defineOperation({
  name: 'workerLogOperations/createShiftPair',
  request: createShiftPairRequest,
  ...correctionOperation,
  records: {
    ...fromSourceEvent,
    targets: (request, caller, now, source = {}): CorrectionTarget[] => {
      const correction = correctionOf(request, caller, now);
      const profileId = source.ProfileId;
      // Without a profile id there is no key: the source alone, which the refusal names.
      if (typeof profileId !== 'string') return [{ ...eventRef(request), correction, source }];
      const { clockInTimeStamp: inAt, clockOutTimeStamp: outAt } = request;
      const pair = createdShiftPair(source, inAt, outAt, correction);
      return [inAt, outAt].map((time, index) => ({
        hierarchy: request.EntityHierarchy,
        key: workerEventKey(time, profileId),
        eventTime: time,
        correction,
        source,
        created: pair[index],
      }));
    },
    refusal: (current, { source = {}, created }, request) => {
      if (typeof source.ProfileId !== 'string') return noProfileId(request.evtTimeStampProfileID);
      return created ? existingEventRefusal(current) : null;
    },
    apply: (current, { created }) => current ?? created ?? null,
  },
});
