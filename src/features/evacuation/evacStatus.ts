import type { RollCallStatus } from '../../../contract/transitions/evacStatus.ts';

/** The status derivation is shared with the server and the report (contract/transitions). */
export {
  type CoveringEvacuation,
  type DerivedEvacStatus,
  deriveEvacStatus,
  type EvacStatusInput,
  isAccounted,
  openDisagreement,
  ROLL_CALL_STATUSES,
  type RollCallStatus,
  responseStatus,
} from '../../../contract/transitions/evacStatus.ts';

/** The statuses that blink (spec: Notified, Not Safe and Unknown). */
export const BLINKING_STATUSES: ReadonlySet<RollCallStatus> = new Set([
  'NOTIFIED',
  'NOT_SAFE',
  'UNKNOWN',
]);

/** The roll call's filter options, in the spec's order: N/A, Signed Out, Safe, Not Safe, Notified. */
export const STATUS_FILTERS = ['N/A', 'SIGNED_OUT', 'SAFE', 'NOT_SAFE', 'NOTIFIED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function isStatusFilter(value: string): value is StatusFilter {
  return STATUS_FILTERS.some((filter) => filter === value);
}

/** Whether a status passes the chosen filters (none chosen: every status). */
export function matchesStatusFilters(
  status: RollCallStatus,
  filters: readonly StatusFilter[],
): boolean {
  return filters.length === 0 || filters.some((filter) => filter === status);
}
