import type { OperationName } from '../../../contract/operations.ts';
import { OPERATION_POLICIES, requestTargets } from '../../../contract/policies.ts';
import { accessRefusal, expandTargets, type PolicyRefusal } from '../../../contract/policyCheck.ts';
import type { Sql } from '../../db/database.ts';
import type { Caller } from '../access.ts';
import { notAuthorized } from '../errors.ts';
import { readTenantFlags } from '../locations/tenantFlags.ts';

/**
 * Checks the operation's policy (contract/policies.ts) for the caller and the validated body;
 * throws 403 NOT_AUTHORIZED 'Not Authorized' (spec/frame.md §6) when it refuses. The tenant
 * configuration of the targets is read once, and only when the policy names features.
 */
export async function enforcePolicy(
  sql: Sql,
  caller: Caller,
  name: OperationName,
  body: unknown,
  log: (refusal: PolicyRefusal) => void = () => {},
): Promise<void> {
  const policy = OPERATION_POLICIES[name];
  const targets = expandTargets(caller, requestTargets(name, body));
  const tenantFlags =
    policy.features.length > 0 ? await readTenantFlags(sql, caller.organisationId, targets) : {};
  const refusal = accessRefusal(policy, caller, targets, tenantFlags);
  if (refusal) {
    log(refusal);
    throw notAuthorized();
  }
}
