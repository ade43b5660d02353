import { EVAC_MARK_CLOCK_TOLERANCE_MS } from './evacuation.ts';
import {
  deriveEvacStatus,
  isAccounted,
  type RollCallStatus,
  uniqueMarks,
} from './transitions/evacStatus.ts';
import { type EvacResponseLike, marksByPerson } from './transitions/evacuation.ts';

/**
 * The report of one evacuation (issue 10 "After the event"), computed from what a device or the
 * server holds: the evacuation, the people of its audience and the marks given during it.
 *
 * Decisions:
 * - Accounted means the status the roll call derives (deriveEvacStatus, which merges a person's
 *   marks with the one rule of DESIGN.md §2.3) is SAFE or Signed-out, at each moment: a person
 *   marked SAFE and then NOT SAFE is accounted for in between and not after.
 * - The report covers marks from the start up to the end (the deactivation, or now while active)
 *   plus EVAC_MARK_CLOCK_TOLERANCE_MS, the server's window for marks given as it ended; earlier
 *   marks belong to an earlier evacuation. Leaving counts only inside the same window. People
 *   who arrived after the end are not in the report; those who arrived during it count from the
 *   start (they had to be accounted for too).
 * - The time to a share is the first moment the share was reached (it may fall again later);
 *   the share is of everyone in the audience, so with no one there no share is ever reached.
 * - Marks per marshal count every mark of the evacuation once (a mark that arrived twice is one),
 *   by the responder's email.
 */

export const REPORT_MILESTONES = [50, 90, 100] as const;
export type ReportMilestone = (typeof REPORT_MILESTONES)[number];

export interface EvacReportPerson {
  /** The person key of their marks (evacPersonKey). */
  key: string;
  name: string;
  /** When they arrived; someone who arrived after the end is not in the report. */
  arrivedAt?: number | undefined;
  /** When they left (sign-out, clock-out, vehicle out), if they did. */
  leftAt?: number | undefined;
}

export interface EvacReportEvacuation {
  activatedTimestamp: number;
  active: boolean;
  deactivatedTimestamp?: number | undefined;
}

export interface EvacReportInput<P extends EvacReportPerson, R extends EvacResponseLike> {
  evacuation: EvacReportEvacuation;
  /** Everyone of the evacuation's audience (a key named twice counts once). */
  people: readonly P[];
  /** The marks of the evacuation's location, in any order, duplicates allowed. */
  marks: readonly R[];
  /** The time the report is made: its end while the evacuation is still active. */
  now: number;
}

/** One step of the accounted-over-time series: from `at` on, `accounted` people. */
export interface AccountedPoint {
  at: number;
  accounted: number;
}

export interface MilestoneTime {
  percent: ReportMilestone;
  /** How many people make that share (rounded up). */
  needed: number;
  /** When it was first reached, or null when it was not. */
  at: number | null;
  /** Milliseconds from the start to `at`, or null. */
  afterMs: number | null;
}

export interface MarshalMarks {
  /** The responder's email ('' when a mark names no responder). */
  email: string;
  name: string;
  marks: number;
  safe: number;
  notSafe: number;
}

export interface UnaccountedPerson<P extends EvacReportPerson, R extends EvacResponseLike> {
  person: P;
  status: RollCallStatus;
  /** The mark that decided the status, if any. */
  current: R | null;
}

export interface EvacReport<P extends EvacReportPerson, R extends EvacResponseLike> {
  start: number;
  /** The deactivation, or the report's time while the evacuation is active. */
  end: number;
  ended: boolean;
  /** People in the audience. */
  total: number;
  /** Accounted for at the end (after the last mark of the window). */
  accounted: number;
  milestones: MilestoneTime[];
  /** Most marks first, then by name. */
  marshals: MarshalMarks[];
  /** Still unaccounted for at the end, by name. */
  unaccounted: UnaccountedPerson<P, R>[];
  /**
   * A step series: the start, then every moment the number accounted for changed (a mark or a
   * departure), then the end when it is later than the last change.
   */
  series: AccountedPoint[];
  /** The marks the report counts (each once). */
  markCount: number;
}

export function evacuationReport<P extends EvacReportPerson, R extends EvacResponseLike>(
  input: EvacReportInput<P, R>,
): EvacReport<P, R> {
  const { evacuation, now } = input;
  const start = evacuation.activatedTimestamp;
  const ended = !evacuation.active && evacuation.deactivatedTimestamp !== undefined;
  const end = Math.max(start, ended ? (evacuation.deactivatedTimestamp ?? now) : now);
  const last = end + EVAC_MARK_CLOCK_TOLERANCE_MS;
  const marks = uniqueMarks(input.marks).filter(
    (mark) => mark.responseTimestamp >= start && mark.responseTimestamp <= last,
  );
  const people = uniquePeople(input.people).filter(
    (person) => person.arrivedAt === undefined || person.arrivedAt <= end,
  );
  const byPerson = marksByPerson(marks);
  const changes = new Map<number, number>();
  const unaccounted: UnaccountedPerson<P, R>[] = [];
  for (const person of people) {
    const left =
      person.leftAt !== undefined && person.leftAt >= start && person.leftAt <= last
        ? person.leftAt
        : undefined;
    const timeline = personTimeline(start, left, byPerson.get(person.key) ?? []);
    for (const change of timeline.changes) {
      changes.set(change.at, (changes.get(change.at) ?? 0) + change.delta);
    }
    if (!isAccounted(timeline.final.status)) {
      unaccounted.push({ person, status: timeline.final.status, current: timeline.final.current });
    }
  }
  const series = stepSeries(start, end, changes);
  const total = people.length;
  return {
    start,
    end,
    ended,
    total,
    accounted: total - unaccounted.length,
    milestones: REPORT_MILESTONES.map((percent) => milestone(percent, total, start, series)),
    marshals: marksPerMarshal(marks),
    unaccounted: unaccounted.sort(
      (a, b) =>
        compareText(a.person.name, b.person.name) || compareText(a.person.key, b.person.key),
    ),
    series,
    markCount: marks.length,
  };
}

function uniquePeople<P extends EvacReportPerson>(people: readonly P[]): P[] {
  const byKey = new Map<string, P>();
  for (const person of people) if (!byKey.has(person.key)) byKey.set(person.key, person);
  return [...byKey.values()];
}

/**
 * When one person became accounted for (+1) or stopped being (-1), by the roll call's own
 * derivation at each moment their marks or departure could change it, and their final status.
 */
function personTimeline<R extends EvacResponseLike>(
  start: number,
  leftAt: number | undefined,
  marks: readonly R[],
) {
  const moments = [
    ...new Set([start, ...marks.map((m) => m.responseTimestamp), leftAt ?? start]),
  ].sort((a, b) => a - b);
  const statusAt = (at: number) =>
    deriveEvacStatus({
      evacuation: { activatedTimestamp: start },
      inAudience: true,
      leftAt: leftAt !== undefined && leftAt <= at ? leftAt : undefined,
      marks: marks.filter((mark) => mark.responseTimestamp <= at),
    });
  const derived = moments.map((at) => ({ at, status: statusAt(at) }));
  const changes: { at: number; delta: number }[] = [];
  let accounted = false;
  for (const { at, status } of derived) {
    const now = isAccounted(status.status);
    if (now !== accounted) changes.push({ at, delta: now ? 1 : -1 });
    accounted = now;
  }
  // The moments always include the start, so there is a last one.
  const final = derived.at(-1)!.status;
  return { changes, final };
}

function stepSeries(start: number, end: number, changes: ReadonlyMap<number, number>) {
  const series: AccountedPoint[] = [{ at: start, accounted: changes.get(start) ?? 0 }];
  let accounted = series[0]!.accounted;
  for (const at of [...changes.keys()].sort((a, b) => a - b)) {
    const delta = changes.get(at) ?? 0;
    if (at === start || delta === 0) continue;
    accounted += delta;
    series.push({ at, accounted });
  }
  const lastPoint = series.at(-1)!;
  if (end > lastPoint.at) series.push({ at: end, accounted: lastPoint.accounted });
  return series;
}

function milestone(
  percent: ReportMilestone,
  total: number,
  start: number,
  series: readonly AccountedPoint[],
): MilestoneTime {
  const needed = Math.ceil((percent * total) / 100);
  const reached = total > 0 ? series.find((point) => point.accounted >= needed) : undefined;
  const at = reached?.at ?? null;
  return { percent, needed, at, afterMs: at === null ? null : at - start };
}

function marksPerMarshal(marks: readonly EvacResponseLike[]): MarshalMarks[] {
  const byMarshal = new Map<string, MarshalMarks>();
  for (const mark of marks) {
    const email = mark.respondedBy?.email ?? '';
    const known = byMarshal.get(email);
    const counts = known ?? {
      email,
      name: mark.respondedBy?.name || email,
      marks: 0,
      safe: 0,
      notSafe: 0,
    };
    counts.marks += 1;
    if (mark.status === 'SAFE') counts.safe += 1;
    if (mark.status === 'NOT_SAFE') counts.notSafe += 1;
    if (!known) byMarshal.set(email, counts);
  }
  return [...byMarshal.values()].sort(
    (a, b) => b.marks - a.marks || compareText(a.name, b.name) || compareText(a.email, b.email),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
