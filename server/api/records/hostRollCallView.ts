import type { FamilyName } from '../../../contract/families.ts';
import { featuresFor } from '../../../contract/features/features.ts';
import { roleAt } from '../../../contract/features/locationAccess.ts';
import {
  isRollCallFamily,
  rollCallReadable,
  rollCallRecord,
} from '../../../contract/rollCallView.ts';
import type { Sql } from '../../db/database.ts';
import type { Caller } from '../access.ts';
import { readTenantFlags } from '../locations/tenantFlags.ts';

/**
 * The records of a retrieval as the caller may read them: where the caller's role at a record's
 * location is HOST, a worker log, parking log or directory record is cut to the roll call's view,
 * or left out where the HOST may not run that roll call (contract/rollCallView.ts). Records of
 * other families, and at locations where the caller has another role, are returned as they are.
 */
export async function asCallerMayRead<R extends Record<string, unknown>>(
  sql: Sql,
  caller: Caller,
  family: FamilyName,
  items: R[],
): Promise<R[]> {
  if (!isRollCallFamily(family)) return items;
  const hostLocations = [
    ...new Set(
      items
        .map((item) => String(item.EntityHierarchy))
        .filter((hierarchy) => roleAt(caller.locations, hierarchy) === 'HOST'),
    ),
  ];
  if (hostLocations.length === 0) return items;
  const tenantFlags = await readTenantFlags(sql, caller.organisationId, hostLocations);
  const readable = new Map(
    hostLocations.map((location) => [
      location,
      rollCallReadable(
        family,
        featuresFor({ tenantFlags, location, role: 'HOST', flags: caller.flags }),
      ),
    ]),
  );
  return items.flatMap((item) => {
    const asHost = readable.get(String(item.EntityHierarchy));
    if (asHost === undefined) return [item];
    // The view keeps every field the family's record schema requires (contract/familyRecords.ts).
    return asHost ? [rollCallRecord(family, item) as R] : [];
  });
}
