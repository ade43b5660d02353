import { type FamilyRecords, useFamilyRecords } from '../../kit/index.ts';
import type { VisitorRecord } from './visitorRows.ts';

export interface VisitorLogQuery {
  /** The selected location or 'ALL'. */
  root: string;
  /** Every location key of the selected subtree. */
  hierarchies: string[];
  beginTime: number;
  endTime: number;
  /** Which visitors to show (keep it stable: useCallback). */
  filter?: (record: VisitorRecord) => boolean;
}

/**
 * How many of the newest visitors the log shows before the live query has read the whole day:
 * more than the table's first screen holds (useFamilyRecords `firstRows`).
 */
export const LOG_FIRST_ROWS = 100;

/**
 * The visitor log of the selected subtree for a window, newest first (the kit's default order:
 * sign-in time, ties by key): the kit's family query, which opens the sync scope and reads the
 * local database live in time slices, the newest LOG_FIRST_ROWS visitors first.
 */
export function useVisitorLog(query: VisitorLogQuery): FamilyRecords<'visitorLog'> {
  return useFamilyRecords({ family: 'visitorLog', ...query, firstRows: LOG_FIRST_ROWS });
}
