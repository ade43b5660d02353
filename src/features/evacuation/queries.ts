import { useEffect, useMemo, useState } from 'react';
import { EVAC_MARK_CLOCK_TOLERANCE_MS } from '../../../contract/evacuation.ts';
import { type EvacReport, evacuationReport } from '../../../contract/evacuationReport.ts';
import { OPEN_END } from '../../../contract/operations.ts';
import { presentDuring } from '../../../contract/presence.ts';
import {
  currentEvacStatuses,
  type EvacPersonStatus,
  evacPersonKey,
} from '../../../contract/transitions/evacuation.ts';
import {
  type FamilyRecord,
  type FamilyRecords,
  useFamilyRecords,
  useOnSiteLookbackMs,
} from '../../kit/index.ts';
import { type DerivedEvacStatus, deriveEvacStatus } from './evacStatus.ts';
import {
  activeByHierarchy,
  audiencesOf,
  directoryPeople,
  type Evacuation,
  hierarchiesWith,
  parkingOnSite,
  visitorsOnSite,
  workersOnSite,
} from './rollCallPeople.ts';
import { marksByPerson, type RollCallRow, rollCallRows } from './rollCallRows.ts';

export type EvacResponse = FamilyRecord<'evacResponses'>;

export interface EvacStatusQuery {
  /** The selected location or 'ALL'. */
  root: string;
  /** Every location key of the selected subtree. */
  hierarchies: string[];
  /** Marks given from this time on (the evacuation's activatedTimestamp). */
  since: number;
}

/**
 * Each person's current evacuation status in the subtree, keyed by person key (contract
 * evacPersonKey): the latest mark by corrected device time, ties by mutation id, with the
 * conflicting marks close to it (DESIGN.md §2.3). Pending marks made on this device count.
 */
export function useEvacStatuses(
  query: EvacStatusQuery,
): Map<string, EvacPersonStatus<EvacResponse>> | undefined {
  const { records } = useFamilyRecords({
    family: 'evacResponses',
    root: query.root,
    hierarchies: query.hierarchies,
    beginTime: query.since,
  });
  return useMemo(() => (records ? currentEvacStatuses(records) : undefined), [records]);
}

export interface SubtreeQuery {
  /** The selected location or 'ALL'. */
  root: string;
  /** Every location key of the selected subtree. */
  hierarchies: readonly string[];
  /** Whether the records are the page's first content (useFamilyRecords; default true). */
  firstContent?: boolean;
}

/** Every evacuation of the subtree, active and archived, newest first (the evacuation log). */
export function useEvacuations(query: SubtreeQuery): FamilyRecords<'evacuations'> {
  return useFamilyRecords({ family: 'evacuations', ...query });
}

/** The active evacuation per location of the subtree (empty while none is active). */
export function useActiveEvacuations(query: SubtreeQuery): {
  active: Map<string, Evacuation>;
  loading: boolean;
} {
  const { records, loading } = useEvacuations(query);
  const active = useMemo(() => activeByHierarchy(records ?? []), [records]);
  return { active, loading };
}

export interface RollCall {
  /** Everyone the evacuations account for, unaccounted first; undefined until read. */
  rows: RollCallRow<EvacResponse>[] | undefined;
  /** Nothing to show yet: not read, or empty while a scope is still loading. */
  loading: boolean;
}

/**
 * The roll call of the given evacuations (one per location): the people of their audiences
 * (visitors on site, workers clocked in, vehicles on site, or the directory), each with the
 * status the spec derives from their marks. Loads only the families an audience needs; live.
 */
export function useRollCall(root: string, evacuations: ReadonlyMap<string, Evacuation>): RollCall {
  const since = Math.min(...[...evacuations.values()].map((e) => e.activatedTimestamp));
  const lookback = useOnSiteLookbackMs();
  const beginTime = Number.isFinite(since) ? Math.max(0, since - lookback) : 0;
  const window = { root, beginTime, endTime: OPEN_END };
  const visitors = useFamilyRecords({
    family: 'visitorLog',
    ...window,
    hierarchies: hierarchiesWith(evacuations, 'onsiteVisitors'),
  });
  const workers = useFamilyRecords({
    family: 'workerLog',
    ...window,
    hierarchies: hierarchiesWith(evacuations, 'onsiteEmployees'),
  });
  const parking = useFamilyRecords({
    family: 'parkingLog',
    ...window,
    hierarchies: hierarchiesWith(evacuations, 'onsiteParking'),
  });
  const directory = useFamilyRecords({
    family: 'directory',
    root,
    hierarchies: hierarchiesWith(evacuations, 'employeeDirectory'),
  });
  const responses = useFamilyRecords({
    family: 'evacResponses',
    root,
    hierarchies: [...evacuations.keys()].sort(),
    beginTime: Number.isFinite(since) ? since : 0,
  });
  const rows = useMemo(() => {
    if (!visitors.records || !workers.records || !parking.records || !directory.records) return;
    if (!responses.records) return;
    const people = [
      ...visitorsOnSite(visitors.records, evacuations),
      ...workersOnSite(workers.records, evacuations),
      ...parkingOnSite(parking.records, evacuations),
      ...directoryPeople(directory.records, evacuations),
    ];
    return rollCallRows(people, marksByPerson(responses.records));
  }, [
    evacuations,
    visitors.records,
    workers.records,
    parking.records,
    directory.records,
    responses.records,
  ]);
  const anyLoading =
    visitors.loading ||
    workers.loading ||
    parking.loading ||
    directory.loading ||
    responses.loading;
  // What this device holds shows at once; an empty roll call waits for its scopes to load.
  return { rows, loading: !rows || (rows.length === 0 && anyLoading) };
}

/**
 * The marks of one evacuation entry, newest first by responseTimestamp (the responses page): at
 * the locations of `covered` (the entry's location and those below it that the same start
 * covers), during the entry's active period.
 */
export function useEvacuationResponses(
  root: string,
  evacuation: Evacuation | undefined,
  covered: ReadonlyMap<string, Evacuation>,
): FamilyRecords<'evacResponses'> {
  return useFamilyRecords({
    family: 'evacResponses',
    root,
    hierarchies: evacuation ? [...covered.keys()].sort() : [],
    beginTime: evacuation?.activatedTimestamp ?? 0,
    endTime: evacuation?.deactivatedTimestamp ?? OPEN_END,
  });
}

export type VisitorEvacStatus = DerivedEvacStatus<EvacResponse> & { evacuation: Evacuation };

/** The visitor log's evacuation statuses (useVisitorEvacStatus). */
export interface VisitorEvacStatusView {
  /** A row's status under the evacuation that covered its stay; null: none did (N/A). */
  statusOf: (record: FamilyRecord<'visitorLog'>) => VisitorEvacStatus | null;
  /** Whether an evacuation is active in the subtree now (the statuses blink). */
  anyActive: boolean;
}

/**
 * For the visitor log (spec/visitors.md §2, Evac Status): each row's status under the newest
 * evacuation at its location that the visitor was there for (arrived before it ended, left after
 * it started: the roll call's on-site rule, contract/presence.ts), active or ended, so a drill's marks stay visible after it ends. Only
 * evacuations started from `since` on count (the log's range less the on-site look-back); null
 * until the evacuations are read or while there is none.
 */
export function useVisitorEvacStatus(
  query: SubtreeQuery & { since: number },
): VisitorEvacStatusView | null {
  const { records: evacuations } = useEvacuations(query);
  const byLocation = useMemo(
    () => evacuationsByLocation(evacuations ?? [], query.since),
    [evacuations, query.since],
  );
  const { records } = useFamilyRecords({
    family: 'evacResponses',
    root: query.root,
    hierarchies: [...byLocation.keys()].sort(),
    beginTime: query.since,
  });
  return useMemo(() => {
    if (byLocation.size === 0) return null;
    const marks = marksByPerson(records ?? []);
    const anyActive = [...byLocation.values()].some((list) => list.some((e) => e.active));
    const statusOf = (record: FamilyRecord<'visitorLog'>): VisitorEvacStatus | null => {
      const leftAt = record.evtTimeStampOut ?? undefined;
      const evacuation = byLocation
        .get(record.EntityHierarchy)
        ?.find(
          (e) => record.evtTimeStamp <= endOf(e) && presentDuring(e.activatedTimestamp, leftAt),
        );
      if (!evacuation) return null;
      const key = evacPersonKey({
        EntityHierarchy: record.EntityHierarchy,
        type: 'VISITOR',
        evtTimeStampProfileID: record.evtTimeStampProfileID,
      });
      const inAudience = audiencesOf(evacuation).includes('onsiteVisitors');
      const derived = deriveEvacStatus({
        evacuation,
        inAudience,
        leftAt,
        marks: marks.get(key) ?? [],
      });
      return { ...derived, evacuation };
    };
    return { statusOf, anyActive };
  }, [byLocation, records]);
}

/** When an evacuation ended (never while active). */
function endOf(evacuation: Evacuation): number {
  return evacuation.active
    ? Number.POSITIVE_INFINITY
    : (evacuation.deactivatedTimestamp ?? Number.POSITIVE_INFINITY);
}

/** The evacuations started from `since` on, per location, newest first. */
function evacuationsByLocation(
  evacuations: readonly Evacuation[],
  since: number,
): Map<string, Evacuation[]> {
  const byLocation = new Map<string, Evacuation[]>();
  for (const evacuation of evacuations) {
    if (evacuation.activatedTimestamp < since) continue;
    const list = byLocation.get(evacuation.EntityHierarchy) ?? [];
    list.push(evacuation);
    byLocation.set(evacuation.EntityHierarchy, list);
  }
  for (const list of byLocation.values()) {
    list.sort((a, b) => b.activatedTimestamp - a.activatedTimestamp);
  }
  return byLocation;
}

export type EvacuationReport = EvacReport<RollCallRow<EvacResponse>, EvacResponse>;

/** How often the report of an active evacuation moves its end (now) on. */
const ACTIVE_REPORT_TICK_MS = 30_000;

/** Date.now(), renewed every `intervalMs` while `ticking`. */
function useNow(ticking: boolean, intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [ticking, intervalMs]);
  return now;
}

/**
 * The report of one evacuation (contract evacuationReport) from the local database: its roll
 * call's people and its marks up to the end plus the server's clock tolerance. Live, offline
 * too for an evacuation whose records are on the device; undefined until they are read.
 */
export function useEvacuationReport(
  root: string,
  evacuation: Evacuation,
  covered: ReadonlyMap<string, Evacuation>,
): EvacuationReport | undefined {
  const { rows } = useRollCall(root, covered);
  const ended = !evacuation.active && evacuation.deactivatedTimestamp !== undefined;
  const { records } = useFamilyRecords({
    family: 'evacResponses',
    root,
    hierarchies: [...covered.keys()].sort(),
    beginTime: evacuation.activatedTimestamp,
    endTime: ended
      ? (evacuation.deactivatedTimestamp ?? 0) + EVAC_MARK_CLOCK_TOLERANCE_MS
      : OPEN_END,
  });
  const now = useNow(!ended, ACTIVE_REPORT_TICK_MS);
  return useMemo(
    () =>
      rows && records
        ? evacuationReport({ evacuation, people: rows, marks: records, now })
        : undefined,
    [evacuation, rows, records, now],
  );
}
