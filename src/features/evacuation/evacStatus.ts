import {
  compareEvacResponses,
  currentEvacStatus,
  type EvacResponseLike,
} from '../../../contract/transitions/evacuation.ts';

/** A person's evacuation status as the roll call shows it (spec/visitors.md §4). */
export const ROLL_CALL_STATUSES = [
  'N/A',
  'NOTIFIED',
  'SAFE',
  'NOT_SAFE',
  'SIGNED_OUT',
  'UNKNOWN',
] as const;
export type RollCallStatus = (typeof ROLL_CALL_STATUSES)[number];

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

/** The evacuation that covers a person: active at their location. */
export interface CoveringEvacuation {
  activatedTimestamp: number;
}

export interface EvacStatusInput<R extends EvacResponseLike> {
  /** The active evacuation at the person's location, or null when there is none. */
  evacuation: CoveringEvacuation | null;
  /** Whether the person belongs to one of that evacuation's audiences. */
  inAudience: boolean;
  /** When the person left (sign-out, clock-out, vehicle out); undefined while on site. */
  leftAt?: number | undefined;
  /** Every mark of the person this device holds, in any order, duplicates allowed. */
  marks: readonly R[];
}

export interface DerivedEvacStatus<R extends EvacResponseLike> {
  status: RollCallStatus;
  /** The mark that decides a SAFE / NOT SAFE (or server-given) status, else null. */
  current: R | null;
  /**
   * Marks with another status, given less than EVAC_CONFLICT_WINDOW_MS before the current one
   * and not yet confirmed over (see openDisagreement), newest first: shown beside the current one.
   */
  disagreement: R[];
}

/** The status a response record carries, as the roll call names it; unrecognised: UNKNOWN. */
export function responseStatus(status: string): RollCallStatus {
  return ROLL_CALL_STATUSES.find((known) => known === status) ?? 'UNKNOWN';
}

/**
 * The marks a disagreement still shows: the contract's conflicting marks (another status, within
 * two minutes before the current mark) that are newer than the latest earlier mark agreeing with
 * the current one. So a disagreement lasts until someone marks again: a mark confirming the
 * standing status ends it (the marks it disagreed with are then older than a confirmation); a
 * mark of the other status starts a new one, shown against the mark it contradicts. Every device
 * holding the same marks shows the same disagreement.
 */
export function openDisagreement<R extends EvacResponseLike>(
  marks: readonly R[],
  current: R,
  conflicting: readonly R[],
): R[] {
  const confirmation = [...marks]
    .sort(compareEvacResponses)
    .find((mark) => mark !== current && mark.status === current.status && isOlder(mark, current));
  if (!confirmation) return [...conflicting];
  return conflicting.filter((mark) => compareEvacResponses(mark, confirmation) < 0);
}

/** True when `a` comes before `b` in the merge order (older, or loses the tie). */
function isOlder(a: EvacResponseLike, b: EvacResponseLike): boolean {
  return compareEvacResponses(a, b) > 0;
}

/**
 * A person's evacuation status (spec/visitors.md §4 "Evacuation status per person"):
 * - N/A: out of scope (not in an audience of the active evacuation), or no evacuation and no mark;
 * - Notified: an active evacuation, no mark since it started;
 * - Safe / Not Safe (or a status the server gave): the current mark by the contract's merge rule
 *   (currentEvacStatus: latest corrected responseTimestamp, ties by mutation id);
 * - Signed-out: the person left after the evacuation started, unless a mark was given later
 *   (decision: the later of the two facts stands, so a marshal can still mark someone who left);
 * - Unknown: a status the roll call does not recognise.
 * Marks from before the evacuation started belong to an earlier one and are ignored.
 */
export function deriveEvacStatus<R extends EvacResponseLike>(
  input: EvacStatusInput<R>,
): DerivedEvacStatus<R> {
  const { evacuation, inAudience, leftAt } = input;
  if (evacuation && !inAudience) return { status: 'N/A', current: null, disagreement: [] };
  const marks = uniqueMarks(input.marks).filter(
    (mark) => !evacuation || mark.responseTimestamp >= evacuation.activatedTimestamp,
  );
  const { current, conflicting } = currentEvacStatus(marks);
  const leftDuring =
    evacuation && leftAt !== undefined && leftAt >= evacuation.activatedTimestamp
      ? leftAt
      : undefined;
  if (leftDuring !== undefined && (!current || current.responseTimestamp < leftDuring)) {
    return { status: 'SIGNED_OUT', current: null, disagreement: [] };
  }
  if (!current) {
    return { status: evacuation ? 'NOTIFIED' : 'N/A', current: null, disagreement: [] };
  }
  return {
    status: responseStatus(current.status),
    current,
    disagreement: openDisagreement(marks, current, conflicting),
  };
}

/** Each mark once (a mark that arrived twice is one response: same responseKey). */
function uniqueMarks<R extends EvacResponseLike>(marks: readonly R[]): R[] {
  return [...new Map(marks.map((mark) => [mark.responseKey, mark])).values()];
}

/** Whether a status passes the chosen filters (none chosen: every status). */
export function matchesStatusFilters(
  status: RollCallStatus,
  filters: readonly StatusFilter[],
): boolean {
  return filters.length === 0 || filters.some((filter) => filter === status);
}
