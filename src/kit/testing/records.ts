import type { FamilyRecord } from '../records/familyRecords.ts';

/**
 * A visitor log record for the kit's record tests: `name` signed in at `evtTimeStamp` at
 * `EntityHierarchy`, its ProfileId the name in lower case (`first-last` with a `lastName`).
 */
export function visitorRow(
  EntityHierarchy: string,
  evtTimeStamp: number,
  name: string,
  lastName?: string,
): FamilyRecord<'visitorLog'> {
  const ProfileId = (lastName === undefined ? name : `${name}-${lastName}`).toLowerCase();
  return {
    EntityHierarchy,
    evtTimeStampProfileID: `${evtTimeStamp}#${ProfileId}`,
    evtTimeStamp,
    ProfileId,
    lmt: evtTimeStamp,
    changeSeq: 1,
    visitorFullDetails: { ProfileId, firstName: name, lastName: lastName ?? 'Visitor' },
  };
}
