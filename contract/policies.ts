import type { z } from 'zod';
import type { Module } from './features/featureRules.ts';
import type { BooleanFeature, EvacuationAudienceEnablement } from './features/features.ts';
import type { OPERATIONS, OperationName } from './operations.ts';
import { DEFINED_OPERATION_POLICIES } from './operations/index.ts';
import type { profileAccessFlags, Role } from './session.ts';

/**
 * The access policy of every operation (spec/frame.md §3 and §6, visitors.md §6, workers.md §6):
 * what a caller needs before the server runs the operation. The server enforces it before any
 * handler (server/api/policy/enforcePolicy.ts, refusing with 403 'Not Authorized'); the client can
 * use the same table to decide which actions it offers. checkAccess (contract/policyCheck.ts)
 * evaluates it.
 */

/** The request body after validation (what the server's handler and the policy see). */
export type ParsedOperationRequest<N extends OperationName> = z.output<
  (typeof OPERATIONS)[N]['request']
>;

type AccountFlagShape = typeof profileAccessFlags.shape;
/** The boolean account flags of spec/frame.md §3 (amEvacAdmin, amDisableVisitorModule, ...). */
export type BooleanAccountFlag = {
  [K in keyof AccountFlagShape]: z.output<AccountFlagShape[K]> extends boolean | undefined
    ? K
    : never;
}[keyof AccountFlagShape];

/**
 * A feature of the location's feature set (contract/features/features.ts): resolved from the
 * tenant flags of the location (inherited from its children), the caller's role there and the
 * account flags, by the rules of spec/frame.md §6.
 */
export type PolicyFeature =
  | BooleanFeature
  | 'messaging.evacuation'
  | 'hostMaintenance'
  | 'employeeMaintenance'
  | EvacuationAudienceFeature;

/** An evacuation audience's tenant flag (spec/frame.md §3 evacuation.audienceEnablement). */
export type EvacuationAudienceFeature =
  `evacuation.audienceEnablement.${keyof EvacuationAudienceEnablement}`;

/**
 * `offlineCapable`: the client may queue the operation in its outbox and send it later;
 * `onlineOnly`: it needs a connection when the user asks for it (reads, credentials, decisions
 * the server must make at that moment).
 */
export type Connectivity = 'offlineCapable' | 'onlineOnly';

/** What an operation needs, without the request: shared by every operation's policy. */
export interface AccessRequirement {
  /**
   * The caller's role at every target hierarchy (the grant on it or its closest ancestor) must be
   * one of these; 'anyRole' accepts any grant. Every target must lie in the caller's access in
   * either case ('Not Authorized' otherwise, spec/frame.md §6).
   */
  roles: 'anyRole' | readonly Role[];
  /** Account flags that must be true (e.g. amEvacAdmin for evacuation changes). */
  accountFlags: readonly BooleanAccountFlag[];
  /** Account flags a caller whose role at a target is HOST needs besides (see HostRead). */
  hostAccountFlags?: readonly BooleanAccountFlag[];
  /** The module whose account-level disable flag (amDisable<Module>Module) refuses the operation. */
  module: Module | null;
  /** Features that must be on at every target hierarchy. */
  features: readonly PolicyFeature[];
  /**
   * Features that must also be on at every target when the caller works in multi-tenant mode:
   * their access has more than one top-level location (the location selector offers 'ALL'), so
   * one user triggers for several tenants (visitors.md §6, the multi-tenant evacuation trigger).
   */
  multiTenantFeatures?: readonly PolicyFeature[];
  /**
   * A read's features (spec/frame.md §6, the menu's rules): at a location, at least one entry must
   * hold for its records to be answered; an entry is a feature, or features that must all be on
   * (the evacuation audience whose roll call lists the family, with evacuation messaging). A
   * target where none holds is refused; a target's descendants where none holds are left out of
   * the answer (readableLocations in contract/policyCheck.ts).
   */
  readFeatures?: readonly (PolicyFeature | readonly PolicyFeature[])[];
  connectivity: Connectivity;
}

/** The policy of an operation whose parsed request is `Body`. */
export interface RequestPolicy<Body> extends AccessRequirement {
  /**
   * The hierarchies of the request the operation reads or writes ('ALL': every accessible one,
   * in a read only; the server refuses a change naming it, see contract/namedLocations.ts).
   */
  targets: (body: Body) => readonly string[];
  /** Features the request itself asks for, needed at every target (an evacuation's audiences). */
  requestFeatures?: (body: Body) => readonly PolicyFeature[];
  /**
   * Every target must be a location of the caller's organisation: the server answers 404
   * 'Hierarchy not found' (visitors.md §5) for one that is not, before the other checks.
   */
  targetsMustExist?: true;
}

export type OperationPolicy<N extends OperationName> = RequestPolicy<ParsedOperationRequest<N>>;

/**
 * One policy per operation of contract/operations.ts: an operation without one fails the type
 * check. Decisions where the spec leaves room:
 * - Reads follow the menu: location access, the account's module-disable flags and, at each
 *   location, one of the read's features (`readFeatures`: the feature of a screen that shows the
 *   family, or the evacuation audience whose roll call lists it). A read of 'ALL' or of a region
 *   answers the records of the locations where that holds and leaves the others out. A HOST
 *   reads no screening, parking booking or induction log, and the worker log, parking log and
 *   directory only as an evacuation admin (the roll call lists them). The live topics of each
 *   family follow the same policy (contract/topicPolicy.ts).
 * - A status mark needs amEvacAdmin at a location with evacuation messaging, in any role (a
 *   marshal on a phone); starting or ending an evacuation also needs ADMIN there (the evacuation
 *   button's rule), each chosen audience's tenant flag when starting, and in multi-tenant mode
 *   the multi-tenant evacuation trigger (for ending too: the button is hidden without it). Who
 *   may end an active one (its initiator), and which marks an evacuation accepts, is decided by
 *   the handler.
 * - Worker log corrections need amTimeAdmin (payroll follows them); photo review and badge
 *   capture only the worker log's access (badges also the location's badge linking feature);
 *   the screening reset amPreScreeningAdmin where the screening log is on. None is a HOST's.
 * - A visitor sign-out needs no evacuation right, but while an evacuation is active at the
 *   visitor's location only its initiator may sign out there: the handler decides it from the
 *   stored evacuations (contract/evacuationInitiator.ts).
 */

/** Every operation is defined once (contract/operations/): its policy comes with it. */
export const OPERATION_POLICIES: { [N in OperationName]: OperationPolicy<N> } = {
  ...DEFINED_OPERATION_POLICIES,
};

export function policyOf<N extends OperationName>(name: N): OperationPolicy<N> {
  return OPERATION_POLICIES[name];
}

/**
 * The target hierarchies of a request of any operation, as its policy names them ('ALL' not yet
 * expanded). `body` must have passed the operation's request schema: that is what its policy's
 * `targets` reads (callers that hold every operation's body as one union, like the route layer,
 * cannot name the operation's type).
 */
export function requestTargets(name: OperationName, body: unknown): readonly string[] {
  const targets = OPERATION_POLICIES[name].targets as (body: unknown) => readonly string[];
  return targets(body);
}

/**
 * What one request of `name` needs: the policy with the features its body asks for (see
 * requestFeatures) added. `body` must have passed the operation's request schema.
 */
export function requestRequirement(name: OperationName, body: unknown): AccessRequirement {
  const policy = OPERATION_POLICIES[name];
  const asked = policy.requestFeatures as ((body: unknown) => readonly PolicyFeature[]) | undefined;
  if (!asked) return policy;
  return { ...policy, features: [...new Set([...policy.features, ...asked(body)])] };
}
