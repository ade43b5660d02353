import type { RecordRef } from '../defineOperation.ts';

/** The visitor log records named by a request's references. */
export const visitorTargets = (
  refs: readonly { EntityHierarchy: string; evtTimeStampProfileID: string }[],
): RecordRef[] =>
  refs.map((ref) => ({ hierarchy: ref.EntityHierarchy, key: ref.evtTimeStampProfileID }));

/** The records part of a change to the one visitor entry `eventTiming` names (unknown: refused). */
export const eventTimingEntry = {
  family: 'visitorLog',
  missing: 'refuse',
  targets: (request: { eventTiming: { EntityHierarchy: string; evtTimeStampProfileID: string } }) =>
    visitorTargets([request.eventTiming]),
} as const;
