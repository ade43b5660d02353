import { useMemo, useSyncExternalStore } from 'react';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import type { OperationName } from '../../../contract/operations.ts';
import type { OPERATION_POLICIES } from '../../../contract/policies.ts';
import {
  accessRefusal,
  expandTargets,
  type PolicyRefusal,
  type PolicySubject,
} from '../../../contract/policyCheck.ts';
import { useSessionUser } from '../../auth/sessionStore.ts';
import { useHierarchyConfigState } from '../../config/hierarchyConfigStore.ts';

/** Whether the signed-in user may ask for an operation on some locations (contract/policies.ts). */
export interface OperationAccess {
  allowed: boolean;
  /** Why the policy refuses; null when it allows or while the configuration loads. */
  refusal: PolicyRefusal | null;
  /** True until the hierarchy configuration is known: nothing is allowed meanwhile. */
  loading: boolean;
}

const LOADING: OperationAccess = { allowed: false, refusal: null, loading: true };

/*
 * The policies come with the operations' definitions (zod schemas): loaded beside the first page,
 * not in its code. Until they are here every check answers LOADING, as before the configuration.
 */
type Policies = typeof OPERATION_POLICIES;
let policies: Policies | null = null;
const policyListeners = new Set<() => void>();
const policiesLoaded = import('../../../contract/policies.ts').then((module) => {
  policies = module.OPERATION_POLICIES;
  for (const listener of policyListeners) listener();
});

/** Resolves once the operation policies are loaded (for code outside React). */
export function operationPoliciesLoaded(): Promise<void> {
  return policiesLoaded;
}

/**
 * Tests only: takes the policies away (null, as before their chunk arrives) or gives them back,
 * to test what a page does while its access checks answer loading.
 */
export async function setOperationPoliciesLoadedForTest(loaded: boolean): Promise<void> {
  await policiesLoaded;
  policies = loaded ? (await import('../../../contract/policies.ts')).OPERATION_POLICIES : null;
  for (const listener of policyListeners) listener();
}

function subscribePolicies(listener: () => void): () => void {
  policyListeners.add(listener);
  return () => policyListeners.delete(listener);
}

function usePolicies(): Policies | null {
  return useSyncExternalStore(subscribePolicies, () => policies);
}

/**
 * The policy of `operation` evaluated as the server does (server/api/policy/enforcePolicy.ts), on
 * the tenant configuration the client has; 'ALL' in `targets` stands for every accessible root.
 */
export function operationAccess(
  operation: OperationName,
  subject: PolicySubject,
  config: HierarchyConfiguration | null,
  targets: readonly string[],
  loaded: Policies | null = policies,
): OperationAccess {
  if (!config || !loaded) return LOADING;
  const refusal = accessRefusal(
    loaded[operation],
    subject,
    expandTargets(subject, targets),
    config.tenantFlags,
  );
  return { allowed: refusal === null, refusal, loading: false };
}

/**
 * A check of `operation` for any targets (for a table deciding each row's actions), answered
 * once per distinct set of targets while the session and configuration stay the same.
 * Inside the signed-in shell only.
 */
export function useOperationAccessCheck(
  operation: OperationName,
): (targets: readonly string[]) => OperationAccess {
  const user = useSessionUser();
  const { config } = useHierarchyConfigState();
  const loaded = usePolicies();
  return useMemo(() => {
    const answers = new Map<string, OperationAccess>();
    return (targets) => {
      const key = targets.join('\n');
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = operationAccess(operation, user, config, targets, loaded);
        answers.set(key, answer);
      }
      return answer;
    };
  }, [operation, user, config, loaded]);
}

/**
 * Whether the signed-in user may ask for `operation` on `targets` (hierarchy keys or 'ALL'):
 * features offer an action only when this allows it, as the server will decide the same.
 */
export function useOperationAccess(
  operation: OperationName,
  targets: readonly string[],
): OperationAccess {
  const check = useOperationAccessCheck(operation);
  const key = targets.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the targets are identified by key
  return useMemo(() => check(targets), [check, key]);
}
