import type { FamilyRecord } from '../../kit/index.ts';
import { VISITOR_LOG_FILTERS } from './visitorLogFilters.ts';

/** A visitor log record on this device. */
export type VisitorRecord = FamilyRecord<'visitorLog'>;

/** The sign-in filter of the visitor log (spec/visitors.md §2), a stored preference. */
export const SIGN_IN_FILTERS = VISITOR_LOG_FILTERS;
export type SignInFilter = (typeof SIGN_IN_FILTERS)[number];

export {
  DATE_FORMAT,
  formatTimestamp,
  isOnSite,
  matchesSignInFilter,
  startOfToday,
  visitorName,
} from './visitorFields.ts';

/** A log row's key (location and event key), as the table and a row selection name it. */
export function visitorRowKey(record: VisitorRecord): string {
  return `${record.EntityHierarchy}|${record.evtTimeStampProfileID}`;
}
