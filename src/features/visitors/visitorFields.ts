import { formatDate, shownTimeZone } from '../../ui/dateFormat.ts';
import type { SignInFilter, VisitorRecord } from './visitorRows.ts';

/**
 * The visitor log's field rules, with no import but types and the date formatter: the first paint
 * (firstPaint/recipe.ts, in the startup script) bundles them without the kit.
 */

/** The default date format of spec/frame.md §9. */
export const DATE_FORMAT = 'MMM D, YYYY - HH:mm';

export function formatTimestamp(epochMs: number): string {
  return formatDate(new Date(epochMs), DATE_FORMAT, shownTimeZone());
}

/** The visitor's display name: first and last name, else whichever exists, else the ProfileId. */
export function visitorName(record: VisitorRecord): string {
  const details = record.visitorFullDetails;
  const name = [details.firstName, details.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || details.ProfileId || record.ProfileId;
}

export function isOnSite(record: VisitorRecord): boolean {
  return record.evtTimeStampOut === undefined || record.evtTimeStampOut === null;
}

export function matchesSignInFilter(record: VisitorRecord, filter: SignInFilter): boolean {
  if (filter === 'signedIn') return isOnSite(record);
  if (filter === 'signedOut') return !isOnSite(record);
  return true;
}

/** The start of today in local time, the begin of the default log range. */
export function startOfToday(now = Date.now()): number {
  return new Date(now).setHours(0, 0, 0, 0);
}
