import { EVAC_AUDIENCE_FLAGS, type EvacAudience } from './evacuationAudiences.ts';
import type { FeatureSet } from './features/features.ts';
import { isInSubtree } from './hierarchy.ts';
import type { LocationAccess } from './session.ts';

/**
 * What a HOST with evacuation rights (amEvacAdmin) reads of the worker log, the parking log and
 * the employee directory (contract/policies.ts HostRead 'evacuationAdmin'): the roll call's view.
 * A HOST has no worker, parking or directory screens, so these records reach them only for the
 * roll call and the offline evacuation pack (src/features/evacuation/rollCallPeople.ts reads
 * exactly these fields). The pack must be on the device before an evacuation starts, so the rule
 * narrows fields and locations, not time:
 * - only records at locations where the HOST may mark people (evacuation messaging on there) and
 *   whose tenant enables the family's evacuation audience;
 * - only the fields the roll call shows: name, phone, arrival and departure, plate; never ID
 *   numbers, e-mail, tags, photos, badges, check-in or custom fields.
 * Their live topics carry whole records, so a HOST is not granted them (contract/topicPolicy.ts).
 */
export const ROLL_CALL_AUDIENCE = {
  workerLog: 'onsiteEmployees',
  parkingLog: 'onsiteParking',
  directory: 'employeeDirectory',
} as const satisfies Record<string, EvacAudience>;

export type RollCallFamily = keyof typeof ROLL_CALL_AUDIENCE;

export function isRollCallFamily(family: string): family is RollCallFamily {
  return Object.hasOwn(ROLL_CALL_AUDIENCE, family);
}

type Fields = Record<string, unknown>;

/** The record's fields named in `names` that it has (a field never invented). */
function pick(record: unknown, names: readonly string[]): Fields {
  if (typeof record !== 'object' || record === null) return {};
  const source = record as Fields;
  return Object.fromEntries(
    names.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]),
  );
}

/** The nested object's picked fields under `name`, when the record has that object. */
function pickNested(record: Fields, name: string, names: readonly string[]): Fields {
  const nested = record[name];
  return typeof nested === 'object' && nested !== null ? { [name]: pick(nested, names) } : {};
}

const VERSION_FIELDS = ['EntityHierarchy', 'lmt', 'changeSeq'] as const;
const PERSON_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;

/** The roll call's view of one record of `family` (see ROLL_CALL_AUDIENCE). */
export function rollCallRecord(family: RollCallFamily, record: Fields): Fields {
  switch (family) {
    case 'workerLog':
      return {
        ...pick(record, [
          ...VERSION_FIELDS,
          'evtTimeStampProfileID',
          'evtTimeStamp',
          'eventType',
          'ProfileId',
        ]),
        ...pickNested(record, 'workerFullDetails', PERSON_FIELDS),
      };
    case 'parkingLog': {
      const leading = record.leadingEvent;
      const leadingFields =
        typeof leading === 'object' && leading !== null
          ? {
              leadingEvent: {
                ...pickNested(leading as Fields, 'vehicleDetails', ['parkingLicensePlate']),
                ...pickNested(leading as Fields, 'personDetails', PERSON_FIELDS),
              },
            }
          : {};
      return {
        ...pick(record, [
          ...VERSION_FIELDS,
          'evtTimeStampUniqueAttributeValue',
          'evtTimeStamp',
          'vehicleStatus',
        ]),
        ...leadingFields,
      };
    }
    case 'directory':
      return pick(record, [...VERSION_FIELDS, 'ProfileId', ...PERSON_FIELDS]);
  }
}

/** Whether the caller's role at `hierarchy` is HOST, or is HOST anywhere below it. */
export function hostWithin(locations: readonly LocationAccess[], hierarchy: string): boolean {
  let closest: LocationAccess | undefined;
  for (const grant of locations) {
    if (grant.role === 'HOST' && isInSubtree(grant.EntityHierarchy, hierarchy)) return true;
    if (
      isInSubtree(hierarchy, grant.EntityHierarchy) &&
      (!closest || grant.EntityHierarchy.length > closest.EntityHierarchy.length)
    ) {
      closest = grant;
    }
  }
  return closest?.role === 'HOST';
}

/** Whether a HOST marshal reads `family` at a location with these features (see above). */
export function rollCallReadable(family: RollCallFamily, features: FeatureSet): boolean {
  const flag = EVAC_AUDIENCE_FLAGS[ROLL_CALL_AUDIENCE[family]];
  return features.messaging.evacuation && features.evacuation.audienceEnablement[flag];
}
