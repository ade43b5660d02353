import type { VisitorRecord } from './visitorRows.ts';

/** The device's time zone name, e.g. 'Africa/Johannesburg' ('UTC' when the browser gives none). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The arguments of the visitors.signOut mutator for signing `record` out at `now`. */
export function signOutArgs(
  record: Pick<VisitorRecord, 'EntityHierarchy' | 'evtTimeStampProfileID'>,
  now = new Date(),
) {
  return {
    EntityHierarchy: record.EntityHierarchy,
    evtTimeStampProfileID: record.evtTimeStampProfileID,
    evtTimeStampOut: now.getTime(),
    evtTZOffsetOut: now.getTimezoneOffset(),
    evtTimeZoneOut: deviceTimeZone(),
  };
}
