import type { RecordRef } from '../defineOperation.ts';

/** The visitor log records named by a request's references. */
export const visitorTargets = (
  refs: readonly { EntityHierarchy: string; evtTimeStampProfileID: string }[],
): RecordRef[] =>
  refs.map((ref) => ({ hierarchy: ref.EntityHierarchy, key: ref.evtTimeStampProfileID }));
