import type { VisitorRecord } from '../visitorRows.ts';

/** A visitor log record for tests: signed in at `evtTimeStamp` at `EntityHierarchy`. */
export function visitorRecord(
  EntityHierarchy: string,
  evtTimeStamp: number,
  firstName: string,
  lastName: string,
  extra: Partial<VisitorRecord> = {},
): VisitorRecord {
  const ProfileId = `${firstName}-${lastName}`.toLowerCase();
  return {
    EntityHierarchy,
    evtTimeStampProfileID: `${evtTimeStamp}#${ProfileId}`,
    evtTimeStamp,
    ProfileId,
    lmt: evtTimeStamp,
    changeSeq: 1,
    visitorFullDetails: { ProfileId, firstName, lastName, company: 'Globex' },
    hostDetails: { name: 'Hana Host', uniqueAttributeValue: 'hana@example.com' },
    ...extra,
  };
}
