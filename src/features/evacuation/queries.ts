import { useMemo } from 'react';
import {
  currentEvacStatuses,
  type EvacPersonStatus,
} from '../../../contract/transitions/evacuation.ts';
import { type FamilyRecord, useFamilyRecords } from '../../kit/index.ts';

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
