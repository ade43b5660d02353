import type { FeatureSet } from '../features/features.ts';
import type { TenantFlagsByLocation } from '../features/flagInheritance.ts';
import { stringFlag } from '../features/flagInheritance.ts';
import { type FlowTypeRef, WORKER_FLOW_NATURE } from './directoryOperations.ts';
import type { DirectoryRowOptions } from './personRules.ts';

/**
 * The person types of a location's directory: its worker flow types (spec/workers.md §3 "Flow
 * type"). Gatehouse keeps no flow definitions yet, so a location names them in tenant flags
 * (inherited like every flag): `employeeFlowTypes`, flow ids separated by commas (default
 * `workers`, the demo's), and `employeeDuplicateContactFlowTypes`, the ones that allow several
 * people with the same email or phone (spec §5 "unless duplicate contact fields are allowed for
 * the type").
 */
export const DEFAULT_PERSON_TYPE = 'workers';

export interface PersonType {
  flowTypeRef: FlowTypeRef;
  duplicateContactsAllowed: boolean;
}

const ids = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');

export function personTypesAt(flags: TenantFlagsByLocation, location: string): PersonType[] {
  const types = ids(stringFlag(flags, location, 'employeeFlowTypes'));
  const duplicates = new Set(ids(stringFlag(flags, location, 'employeeDuplicateContactFlowTypes')));
  return (types.length > 0 ? types : [DEFAULT_PERSON_TYPE]).map((flowId) => ({
    flowTypeRef: { flowId, flowNature: WORKER_FLOW_NATURE },
    duplicateContactsAllowed: duplicates.has(flowId),
  }));
}

/** The row rules' options at a location for one person type (spec §3: optional fields). */
export function rowOptionsFor(
  features: Pick<
    FeatureSet,
    'employeeAlternatePersonalIdNr' | 'employeeLineManagers' | 'employeeTags'
  >,
  type: PersonType | undefined,
  phoneCountry?: string,
): DirectoryRowOptions {
  return {
    alternateIdEnabled: features.employeeAlternatePersonalIdNr,
    lineManagersEnabled: features.employeeLineManagers,
    tagsEnabled: features.employeeTags,
    duplicateContactsAllowed: type?.duplicateContactsAllowed ?? false,
    ...(phoneCountry ? { phoneCountry } : {}),
  };
}

export function personTypeOf(types: readonly PersonType[], flowId: string): PersonType | undefined {
  return types.find((type) => type.flowTypeRef.flowId === flowId);
}
