import { recordTzOffset } from '../../../contract/analytics/zonedTime.ts';
import type { VisitorRecord } from './visitorRows.ts';

/** The device's time zone name, e.g. 'Africa/Johannesburg' ('UTC' when the browser gives none). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The arguments of the visitors.signOut mutator for signing `record` out at `now`, stamped with
 * the site's time zone (`siteZone`: the record's location's zone, own or inherited; the device's
 * when the location names none) and its offset then, in Date.getTimezoneOffset's sign (minutes
 * west of UTC), so an administrator signing out from another zone records the site's local time.
 */
export function signOutArgs(
  record: Pick<VisitorRecord, 'EntityHierarchy' | 'evtTimeStampProfileID'>,
  siteZone: string = deviceTimeZone(),
  now = new Date(),
) {
  const at = now.getTime();
  return {
    EntityHierarchy: record.EntityHierarchy,
    evtTimeStampProfileID: record.evtTimeStampProfileID,
    evtTimeStampOut: at,
    evtTZOffsetOut: recordTzOffset(at, siteZone),
    evtTimeZoneOut: siteZone,
  };
}
