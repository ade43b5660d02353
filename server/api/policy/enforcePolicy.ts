import type { TenantFlagsByLocation } from '../../../contract/features/flagInheritance.ts';
import { HIERARCHY_NOT_FOUND, HIERARCHY_NOT_FOUND_MESSAGE } from '../../../contract/evacuation.ts';
import { hasAccess } from '../../../contract/features/locationAccess.ts';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import { namedLocationRefusal, selectionRefusalMessage } from '../../../contract/namedLocations.ts';
import { OPERATIONS, type OperationName } from '../../../contract/operations.ts';
import {
  OPERATION_POLICIES,
  requestRequirement,
  requestTargets,
} from '../../../contract/policies.ts';
import {
  accessRefusal,
  expandTargets,
  type PolicyRefusal,
  needsTenantFlags,
} from '../../../contract/policyCheck.ts';
import type { Sql } from '../../db/database.ts';
import type { Caller } from '../access.ts';
import { ApiError, notAuthorized, validationFailed } from '../errors.ts';
import { readTenantFlags } from '../locations/tenantFlags.ts';

/**
 * First the locations the request names (contract/namedLocations.ts): 'ALL' where one location
 * is needed (anywhere in a change, outside a selection list in a read) is a 400, a location of
 * another organisation a 403 'Not Authorized'; so no handler ever writes at 'ALL' or outside the
 * caller's organisation. Then checks the operation's policy (contract/policies.ts) for the
 * caller and the validated body; throws 403 NOT_AUTHORIZED 'Not Authorized' (spec/frame.md §6)
 * when it refuses. The tenant
 * configuration of the targets is read once, and only when the policy names features or needs
 * its targets to exist. A target inside the caller's access that is not a location of their
 * organisation is answered 404 'Hierarchy not found' when the policy says `targetsMustExist`
 * (targets outside the access stay 'Not Authorized', so nothing is told about them).
 * Answers the tenant flags it read (every target and its descendants), or undefined when the
 * policy needed none, so the handler does not read them again (OperationContext.checkedFlags).
 */
export async function enforcePolicy(
  sql: Sql,
  caller: Caller,
  name: OperationName,
  body: unknown,
  log: (refusal: PolicyRefusal) => void = () => {},
): Promise<TenantFlagsByLocation | undefined> {
  const policy = OPERATION_POLICIES[name];
  const mutates = OPERATIONS[name].mutates;
  const named = namedLocationRefusal({ body, mutates }, caller.organisationId);
  if (named?.reason === 'selection') throw validationFailed(selectionRefusalMessage(named.path));
  if (named) {
    log({ reason: 'location', hierarchy: named.hierarchy });
    throw notAuthorized();
  }
  const requested = requestTargets(name, body);
  if (mutates && requested.includes(ALL_LOCATIONS)) {
    throw validationFailed(selectionRefusalMessage('(target)'));
  }
  const requirement = requestRequirement(name, body);
  const targets = expandTargets(caller, requested);
  const readFlags = needsTenantFlags(requirement, caller) || policy.targetsMustExist === true;
  const read = readFlags ? await readTenantFlags(sql, caller.organisationId, targets) : undefined;
  const tenantFlags = read ?? {};
  if (policy.targetsMustExist) {
    const missing = targets.find(
      (target) => hasAccess(caller.locations, target) && tenantFlags[target] === undefined,
    );
    if (missing !== undefined) {
      throw new ApiError(404, HIERARCHY_NOT_FOUND, HIERARCHY_NOT_FOUND_MESSAGE);
    }
  }
  const refusal = accessRefusal(requirement, caller, targets, tenantFlags);
  if (refusal) {
    log(refusal);
    throw notAuthorized();
  }
  return read;
}
