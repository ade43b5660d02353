import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  processingTimeOf,
  screeningNameOf,
  screeningSearchString,
} from '../../../contract/transitions/preScreening.ts';
import { SCREENING_RESULTS, type ScreeningResult } from '../../../contract/workerKeys.ts';
import type { FamilyRecord } from '../../kit/index.ts';

/** A pre-screening log item as mirrored on this device. */
export type ScreeningRecord = FamilyRecord<'preScreening'>;

export const RESULT_LABELS: Record<ScreeningResult, MessageDescriptor> = {
  PASSED: msg`Passed`,
  FAILED: msg`Failed`,
  INCOMPLETE: msg`Incomplete`,
  NONE: msg`None`,
};

export const RESULT_COLORS: Record<ScreeningResult, string> = {
  PASSED: 'green',
  FAILED: 'red',
  INCOMPLETE: 'yellow',
  NONE: 'gray',
};

/** The item's result; an item without one (or with an unknown one) has NONE. */
export function resultOf(record: ScreeningRecord): ScreeningResult {
  return SCREENING_RESULTS.find((result) => result === record.screeningStatus) ?? 'NONE';
}

export function screeningName(record: ScreeningRecord): string {
  const { firstName, lastName } = screeningNameOf(record);
  return [firstName, lastName].filter(Boolean).join(' ') || record.preScreeningDateProfileID;
}

export { processingTimeOf };

/** Whether the item matches the search box (workers.md §2: a search string per item). */
export function matchesSearch(record: ScreeningRecord, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === '' || screeningSearchString(record).includes(wanted);
}

/** The item's key in the log (its location and preScreeningDateProfileID). */
export function screeningKey(record: ScreeningRecord): string {
  return `${record.EntityHierarchy}\n${record.preScreeningDateProfileID}`;
}
