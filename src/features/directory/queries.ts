import { useMemo } from 'react';
import {
  type DirectoryRowOptions,
  indexOf,
  type PersonType,
  personTypesAt,
  rowOptionsFor,
} from '../../../contract/directory/index.ts';
import {
  type FamilyRecord,
  phoneCountryOf,
  useFamilyRecords,
  useLocationAccess,
} from '../../kit/index.ts';

/** A stored person (contract/directory directoryPersonRecord) as mirrored on this device. */
export type DirectoryRecord = FamilyRecord<'directory'>;

const byName = (a: DirectoryRecord, b: DirectoryRecord) =>
  `${a.lastName ?? ''} ${a.firstName ?? ''}`.localeCompare(
    `${b.lastName ?? ''} ${b.firstName ?? ''}`,
  ) || a.ProfileId.localeCompare(b.ProfileId);

/** The directory of the selected subtree, by last name then first name (a live query). */
export function useDirectory(root: string, hierarchies: readonly string[]) {
  return useFamilyRecords({ family: 'directory', root, hierarchies, sort: byName });
}

/** The person types of a location and the row rules' options of each. */
export function usePersonTypes(location: string): {
  types: PersonType[];
  optionsOf: (flowId: string) => DirectoryRowOptions;
} {
  const { config, features } = useLocationAccess();
  return useMemo(() => {
    const types = personTypesAt(config?.tenantFlags ?? {}, location);
    return {
      types,
      optionsOf: (flowId: string) =>
        rowOptionsFor(
          features,
          types.find((type) => type.flowTypeRef.flowId === flowId),
          phoneCountryOf(config, location),
        ),
    };
  }, [config, features, location]);
}

/** The people of one location and type, as the row rules see them. */
export function directoryIndexOf(
  records: readonly DirectoryRecord[],
  hierarchy: string,
  flowId: string,
) {
  return indexOf(peopleOfType(records, hierarchy, flowId));
}

/** The people of one location and type (what an import updates or replaces). */
export function peopleOfType(
  records: readonly DirectoryRecord[],
  hierarchy: string,
  flowId: string | null,
): DirectoryRecord[] {
  return records.filter(
    (record) => record.EntityHierarchy === hierarchy && record.flowTypeRef?.flowId === flowId,
  );
}
