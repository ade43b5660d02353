/**
 * Shift pairing of the worker log (spec/workers.md §4 "Shift pairing"): clock-in and clock-out
 * events grouped into shift pairs, newest reference time first. Pure: the client runs it over the
 * local records (in chunks, src/features/workers/pairing), tests run it against a model.
 *
 * The rules, per profile (ProfileId, across the locations of the subtree), events in time order:
 * - A clock-in opens a pair; a clock-out closes it.
 * - A clock-in while a pair is open pushes the open pair (a shift without clock-out) and opens a
 *   new one.
 * - A leading clock-out (none open) makes a pair with only the out event.
 * - A leftover clock-in is kept as an open pair.
 * - Events with biometric status PENDING are skipped and counted (the 'Biometric Pending' notice).
 * - A clock-in after a completed pair is an invalid scenario and is dropped. Decision (the spec
 *   does not say what makes a clock-in belong to a completed pair, and dropping every clock-in
 *   after any completed pair would lose every later shift): a clock-in is dropped when it names,
 *   in its `referenceTimeStamp`, the reference time of the pair completed just before it, i.e.
 *   it claims a shift that is already closed (a repeated punch). Any other clock-in after a
 *   completed pair opens a new shift.
 * - Cut-off reduction: events before the cut-off are reduced to each profile's latest clock-in not
 *   followed (before the cut-off) by a clock-out; from the cut-off on everything is kept. PENDING
 *   events before the cut-off are left out by the reduction (they are outside the chosen range,
 *   so neither shown nor counted).
 * - With the employee ACTIVE flow variable set, the log's begin time moves back 24 hours and the
 *   chosen begin time is the cut-off (shiftLogWindow): a shift still open from the day before
 *   shows with today's log, earlier closed shifts do not.
 *
 * The order is total (time, then sort key, then location), and profiles are taken in ProfileId
 * order, so any arrival order of the same events gives the same pairs and the same dropped list.
 */

export type ShiftEventType = 'CLOCK_IN' | 'CLOCK_OUT';

/** The fields of a worker log event (contract/familyRecords.ts workerLogRecord) pairing reads. */
export interface ShiftEvent {
  EntityHierarchy: string;
  evtTimeStampProfileID: string;
  evtTimeStamp: number;
  eventType: ShiftEventType;
  ProfileId: string;
  referenceTimeStamp?: number | undefined;
  biometricProcessingStatus?: string | undefined;
}

/** A shift pair (spec/workers.md §3): at least one of the two events is there. */
export interface ShiftPair<E extends ShiftEvent = ShiftEvent> {
  /** The time of the pair's first event: its clock-in, or the clock-out of an out-only pair. */
  referenceTimeStamp: number;
  clockInEvent: E | null;
  clockOutEvent: E | null;
}

export interface ShiftPairing<E extends ShiftEvent = ShiftEvent> {
  /** Newest reference time first (compareShiftPairs). */
  pairs: ShiftPair<E>[];
  /** PENDING events from the cut-off on: not shown, counted in the Biometric Pending notice. */
  pendingCount: number;
  /** Clock-ins dropped as the invalid scenario (a clock-in of an already completed pair). */
  dropped: E[];
  /** Events before the cut-off the reduction left out. */
  reducedCount: number;
}

export const BIOMETRIC_PENDING = 'PENDING';
/**
 * The employee ACTIVE flow variable, read as a tenant flag of the location (inherited from its
 * children like every flag, contract/features/flagInheritance.ts).
 */
export const EMPLOYEE_ACTIVE_FLOW_VARIABLE = 'employees.flowVariables.ACTIVE';
/** How far the log's begin time moves back when the ACTIVE flow variable is set. */
export const ACTIVE_SHIFT_LOOKBACK_MS = 24 * 60 * 60 * 1000;

export function isBiometricPending(event: ShiftEvent): boolean {
  return event.biometricProcessingStatus === BIOMETRIC_PENDING;
}

/** The total order of a profile's events: time, then sort key, then location. */
export function compareShiftEvents(a: ShiftEvent, b: ShiftEvent): number {
  return (
    a.evtTimeStamp - b.evtTimeStamp ||
    compareText(a.evtTimeStampProfileID, b.evtTimeStampProfileID) ||
    compareText(a.EntityHierarchy, b.EntityHierarchy)
  );
}

/** Newest reference time first; ties by profile, then by the first event (location, key). */
export function compareShiftPairs(a: ShiftPair, b: ShiftPair): number {
  const x = firstEvent(a);
  const y = firstEvent(b);
  return (
    b.referenceTimeStamp - a.referenceTimeStamp ||
    compareText(x.ProfileId, y.ProfileId) ||
    compareText(x.EntityHierarchy, y.EntityHierarchy) ||
    compareText(x.evtTimeStampProfileID, y.evtTimeStampProfileID)
  );
}

/** The pair's first event (its clock-in, else its clock-out). */
export function firstEvent<E extends ShiftEvent>(pair: ShiftPair<E>): E {
  const event = pair.clockInEvent ?? pair.clockOutEvent;
  if (!event) throw new Error('A shift pair has at least one event');
  return event;
}

function compareText(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** The window a log view reads, and its cut-off (the chosen begin time). */
export interface ShiftLogWindow {
  beginTime: number;
  endTime: number;
  cutOff: number;
}

/** The chosen range, moved back 24 hours when the employee ACTIVE flow variable is set. */
export function shiftLogWindow(
  range: { beginTime: number; endTime: number },
  activeFlowVariable: boolean,
): ShiftLogWindow {
  const lookBack = activeFlowVariable ? ACTIVE_SHIFT_LOOKBACK_MS : 0;
  return {
    beginTime: Math.max(0, range.beginTime - lookBack),
    endTime: range.endTime,
    cutOff: range.beginTime,
  };
}

export interface ProfilePairing<E extends ShiftEvent> {
  pairs: ShiftPair<E>[];
  pendingCount: number;
  dropped: E[];
}

/**
 * The pairs of one profile's events, given in time order (compareShiftEvents) and already reduced
 * (reduceBeforeCutOff). Pairs in the order they were made.
 */
export function pairProfileEvents<E extends ShiftEvent>(events: readonly E[]): ProfilePairing<E> {
  const pairs: ShiftPair<E>[] = [];
  const dropped: E[] = [];
  let pendingCount = 0;
  let open: E | null = null;
  let completed: ShiftPair<E> | null = null;
  for (const event of events) {
    if (isBiometricPending(event)) {
      pendingCount++;
      continue;
    }
    if (event.eventType === 'CLOCK_IN') {
      if (open) pairs.push(openPair(open));
      else if (completed && claimsPair(event, completed)) {
        dropped.push(event);
        continue;
      }
      open = event;
      completed = null;
      continue;
    }
    if (open) {
      completed = {
        referenceTimeStamp: open.evtTimeStamp,
        clockInEvent: open,
        clockOutEvent: event,
      };
      pairs.push(completed);
      open = null;
    } else {
      pairs.push({
        referenceTimeStamp: event.evtTimeStamp,
        clockInEvent: null,
        clockOutEvent: event,
      });
      completed = null;
    }
  }
  if (open) pairs.push(openPair(open));
  return { pairs, pendingCount, dropped };
}

function openPair<E extends ShiftEvent>(clockIn: E): ShiftPair<E> {
  return { referenceTimeStamp: clockIn.evtTimeStamp, clockInEvent: clockIn, clockOutEvent: null };
}

function claimsPair(clockIn: ShiftEvent, completed: ShiftPair): boolean {
  return (
    clockIn.referenceTimeStamp !== undefined &&
    clockIn.referenceTimeStamp !== clockIn.evtTimeStamp &&
    clockIn.referenceTimeStamp === completed.referenceTimeStamp
  );
}

/**
 * One profile's events (in time order) with those before `cutOff` reduced to the latest clock-in
 * not followed before the cut-off by a clock-out (PENDING ones ignored there).
 */
export function reduceBeforeCutOff<E extends ShiftEvent>(
  events: readonly E[],
  cutOff: number,
): E[] {
  let firstKept = events.findIndex((event) => event.evtTimeStamp >= cutOff);
  if (firstKept === -1) firstKept = events.length;
  if (firstKept === 0) return [...events];
  let lastBefore: E | null = null;
  for (let i = firstKept - 1; i >= 0; i--) {
    const event = events[i]!;
    if (isBiometricPending(event)) continue;
    lastBefore = event;
    break;
  }
  const carried = lastBefore?.eventType === 'CLOCK_IN' ? [lastBefore] : [];
  return [...carried, ...events.slice(firstKept)];
}

/**
 * The groups of a per-profile grouping in ProfileId order: the order profiles are paired in, so
 * that the dropped list does not depend on the events' arrival order.
 */
export function inProfileOrder<E>(groups: ReadonlyMap<string, E[]>): E[][] {
  return [...groups.keys()].sort().map((id) => groups.get(id)!);
}

/** The events grouped per profile, groups in ProfileId order, each group in time order. */
export function eventsByProfile<E extends ShiftEvent>(events: readonly E[]): E[][] {
  const groups = new Map<string, E[]>();
  for (const event of events) {
    const group = groups.get(event.ProfileId);
    if (group) group.push(event);
    else groups.set(event.ProfileId, [event]);
  }
  return inProfileOrder(groups).map((group) => group.sort(compareShiftEvents));
}

/**
 * Every event of the loaded window paired (see the rules above). `cutOff`: the chosen begin time
 * (shiftLogWindow); without one nothing is reduced.
 */
export function pairShifts<E extends ShiftEvent>(
  events: readonly E[],
  options: { cutOff?: number } = {},
): ShiftPairing<E> {
  const result: ShiftPairing<E> = { pairs: [], pendingCount: 0, dropped: [], reducedCount: 0 };
  for (const group of eventsByProfile(events)) addProfile(result, group, options.cutOff);
  result.pairs.sort(compareShiftPairs);
  return result;
}

/** Reduces and pairs one profile's events (in time order) into `result` (pairs not yet sorted). */
export function addProfile<E extends ShiftEvent>(
  result: ShiftPairing<E>,
  events: readonly E[],
  cutOff: number | undefined,
): void {
  const kept = cutOff === undefined ? events : reduceBeforeCutOff(events, cutOff);
  const profile = pairProfileEvents(kept);
  for (const pair of profile.pairs) result.pairs.push(pair);
  for (const event of profile.dropped) result.dropped.push(event);
  result.pendingCount += profile.pendingCount;
  result.reducedCount += events.length - kept.length;
}
