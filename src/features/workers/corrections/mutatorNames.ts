import type { MutatorName } from '../../../kit/index.ts';

/** The outbox names of the worker log's corrections and badge capture (src/sync/mutators). */
export const CORRECTION_MUTATOR_NAMES: readonly MutatorName[] = [
  'workers.convertToClockOut',
  'workers.adjustClockTime',
  'workers.createClockOut',
  'workers.createShiftPair',
  'workers.addComment',
  'workers.captureBadgeNumber',
];
