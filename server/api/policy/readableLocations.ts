import type { TenantFlagsByLocation } from '../../../contract/features/flagInheritance.ts';
import type { OperationName } from '../../../contract/operations.ts';
import { OPERATION_POLICIES } from '../../../contract/policies.ts';
import { readableLocations } from '../../../contract/policyCheck.ts';
import type { Sql } from '../../db/database.ts';
import type { Caller } from '../access.ts';
import { readTenantFlags } from '../locations/tenantFlags.ts';

/**
 * Which locations of the read's subtrees (already expanded from 'ALL') a read answers records
 * of, when its policy names read features (contract/policies.ts `readFeatures`); undefined when
 * it names none (every location the access policy let through). The policy check before the
 * handler refused a target where no location of its subtree may be read. The flags that check
 * read (`checked`) are used when they cover every subtree; otherwise they are read here.
 */
export async function readableFilter(
  sql: Sql,
  caller: Caller,
  operation: OperationName,
  hierarchies: readonly string[],
  checked?: TenantFlagsByLocation,
): Promise<((hierarchy: string) => boolean) | undefined> {
  const requirement = OPERATION_POLICIES[operation];
  if ((requirement.readFeatures ?? []).length === 0) return undefined;
  const covered = checked !== undefined && hierarchies.every((h) => Object.hasOwn(checked, h));
  const tenantFlags = covered
    ? checked
    : await readTenantFlags(sql, caller.organisationId, hierarchies);
  const readable = readableLocations(requirement, caller, tenantFlags);
  return (hierarchy) => readable.has(hierarchy);
}
