import { useEffect, useMemo, useState } from 'react';
import type { EmployeeRouteType } from '../../../contract/features/features.ts';
import { booleanFlag } from '../../../contract/features/flagInheritance.ts';
import {
  EMPLOYEE_ACTIVE_FLOW_VARIABLE,
  type ShiftPairing,
  shiftLogWindow,
} from '../../../contract/transitions/shiftPairing.ts';
import {
  type FamilyRecords,
  useFamilyRecords,
  useLocationAccess,
  useLocationSelection,
  useNotApplied,
} from '../../kit/index.ts';
import { pairShiftsInChunks } from './pairing/pairInChunks.ts';
import type { WorkerPair, WorkerRecord } from './workerRows.ts';

export interface WorkerLogQuery {
  /** The selected location or 'ALL'. */
  root: string;
  /** Every location key of the selected subtree. */
  hierarchies: string[];
  /** The chosen date range (default today, spec/workers.md §9). */
  beginTime: number;
  endTime: number;
  /**
   * Clock-ins before `beginTime` of workers still clocked in (OnSiteBeforeSource), paired with
   * the window's events so that their open shifts stay in view after midnight.
   */
  earlier?: readonly WorkerRecord[] | null;
}

export interface WorkerLog {
  /** Shift pairs, newest reference time first; undefined until the first pairing is done. */
  pairs: WorkerPair[] | undefined;
  /** PENDING events not shown (the Biometric Pending notice). */
  pendingCount: number;
  /** The mirrored scope (status, error), undefined while it opens. */
  scope: FamilyRecords<'workerLog'>['scope'];
  /** Nothing to show yet. */
  loading: boolean;
}

export interface WorkerLogLocation {
  /** The selected location or 'ALL', undefined while the configuration loads. */
  root: string | undefined;
  hierarchies: string[];
  labelOf: (key: string) => string;
  /** employees, students or candidates (the page's title and export name). */
  routeType: EmployeeRouteType;
  /** Whether the account may export the employee module's logs. */
  mayExport: boolean;
}

/** The selected subtree and what the worker log needs of its features. */
export function useWorkerLogLocation(): WorkerLogLocation {
  const { root, hierarchies, labelOf, features } = useLocationAccess();
  return useMemo(
    () => ({
      root,
      hierarchies,
      labelOf,
      routeType: features.employeeRouteType,
      mayExport: features.exports.employee,
    }),
    [root, hierarchies, labelOf, features],
  );
}

/** Why a change to a worker event was refused by the server, if one was. */
export function useWorkerNotApplied(): (record: WorkerRecord) => string | undefined {
  return useNotApplied('workerLog');
}

/** Whether the employee ACTIVE flow variable is set at the selected location. */
export function useActiveFlowVariable(): boolean {
  const { config, root } = useLocationSelection();
  if (!config || !root) return false;
  return booleanFlag(config.tenantFlags, root, EMPLOYEE_ACTIVE_FLOW_VARIABLE);
}

/** Read before the pairs are complete (so that the live query reads the window in slices). */
const FIRST_ROWS = 100;

/**
 * The worker log of the selected subtree: the local worker log events of the window (moved back
 * 24 hours with the ACTIVE flow variable, spec/workers.md §4), paired into shifts in slices of
 * the main thread once the whole window is read, and re-paired after every live change (the
 * previous pairs stay on screen meanwhile).
 */
export function useWorkerLog(query: WorkerLogQuery): WorkerLog {
  const active = useActiveFlowVariable();
  const { beginTime, endTime, cutOff } = shiftLogWindow(query, active);
  const { records, complete, scope } = useFamilyRecords({
    family: 'workerLog',
    root: query.root,
    hierarchies: query.hierarchies,
    beginTime,
    endTime,
    firstRows: FIRST_ROWS,
  });
  const windowKey = `${query.root}|${beginTime}|${endTime}`;
  const events = useMemo(
    () => (complete && records ? withEarlier(records, query.earlier ?? null) : undefined),
    [complete, records, query.earlier],
  );
  const paired = usePairedShifts(events, cutOff, windowKey);
  const waitingForScope = scope === undefined || scope.status === 'loading';
  return {
    pairs: paired?.pairs,
    pendingCount: paired?.pendingCount ?? 0,
    scope,
    loading: paired === undefined || (paired.pairs.length === 0 && waitingForScope),
  };
}

/** The window's events with the earlier clock-ins it does not hold already. */
function withEarlier(
  records: WorkerRecord[],
  earlier: readonly WorkerRecord[] | null,
): WorkerRecord[] {
  if (!earlier || earlier.length === 0) return records;
  const held = new Set(records.map((r) => `${r.EntityHierarchy}\n${r.evtTimeStampProfileID}`));
  const added = earlier.filter(
    (r) => !held.has(`${r.EntityHierarchy}\n${r.evtTimeStampProfileID}`),
  );
  return added.length === 0 ? records : [...added, ...records];
}

/** The pairing of `events` (undefined until done); a run for older events is abandoned. */
function usePairedShifts(
  events: WorkerRecord[] | undefined,
  cutOff: number,
  windowKey: string,
): ShiftPairing<WorkerRecord> | undefined {
  const [done, setDone] = useState<{ key: string; result: ShiftPairing<WorkerRecord> } | null>(
    null,
  );
  const key = `${windowKey}|${cutOff}`;
  useEffect(() => {
    if (!events) return;
    const controller = new AbortController();
    pairShiftsInChunks(events, cutOff, { signal: controller.signal }).then(
      (result) => setDone({ key, result }),
      () => {
        // Aborted: newer events replaced these.
      },
    );
    return () => controller.abort();
  }, [events, cutOff, key]);
  return useMemo(() => (done?.key === key ? done.result : undefined), [done, key]);
}
