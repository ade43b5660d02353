import { useMemo } from 'react';
import {
  type DirectoryRowOptions,
  indexOf,
  type PersonType,
  personTypesAt,
  rowOptionsFor,
  type StoredPerson,
} from '../../../contract/directory/index.ts';
import {
  type FamilyRecord,
  phoneCountryOf,
  useFamilyRecords,
  useLocationAccess,
} from '../../kit/index.ts';

export type DirectoryRecord = FamilyRecord<'directory'> &
  Partial<StoredPerson> & {
    flowTypeRef?: { flowId: string; flowNature: number };
  };

const byName = (a: DirectoryRecord, b: DirectoryRecord) =>
  `${a.lastName ?? ''} ${a.firstName ?? ''}`.localeCompare(
    `${b.lastName ?? ''} ${b.firstName ?? ''}`,
  ) || a.ProfileId.localeCompare(b.ProfileId);

/** The directory of the selected subtree, by last name then first name (a live query). */
export function useDirectory(root: string, hierarchies: readonly string[]) {
  return useFamilyRecords({ family: 'directory', root, hierarchies, sort: byName }) as {
    records: DirectoryRecord[] | undefined;
    loading: boolean;
    scope: ReturnType<typeof useFamilyRecords>['scope'];
  };
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
  return indexOf(
    records.filter(
      (r) => r.EntityHierarchy === hierarchy && r.flowTypeRef?.flowId === flowId,
    ) as StoredPerson[],
  );
}
