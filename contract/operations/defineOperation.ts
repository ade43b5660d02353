import { z } from 'zod';
import type { FamilyName } from '../families.ts';
import type { RequestPolicy } from '../policies.ts';

/**
 * One operation, defined once (docs/architecture.md "Adding an operation"): its wire schemas,
 * success keys and access policy, and for an offline-capable record write the records it
 * changes and the pure rule that changes them. The registries (OPERATIONS, OPERATION_POLICIES,
 * the success keys), the server's generic record write, the client's mutator and the in-memory
 * test server are all derived from the definition, so the rule exists once.
 */

/** A record image as stored and sent (the version fields lmt / changeSeq are each side's). */
export type RecordImage = Record<string, unknown>;

/** Who makes a request: the signed-in user (the server's caller, the client's own user). */
export interface OperationCaller {
  email: string;
  name: string;
}

/** One record an operation changes: its location, key and, should it be created, its time. */
export interface RecordRef {
  hierarchy: string;
  key: string;
  /** The family's time-field value of a record the write creates (null: no time field). */
  eventTime?: number | null;
}

/**
 * The record write of an operation. `apply` is pure and total: the next image of one target from
 * its current one (undefined when absent), or null to remove it (or leave it absent). The server
 * runs it under a lock, the client on top of every new server image while the mutation is
 * pending, the test server in memory: it must give the same answer for the same inputs.
 */
export interface RecordWrite<Request, Target extends RecordRef = RecordRef> {
  family: FamilyName;
  /** 'refuse': a target without a live record fails the whole call (404 RECORD_NOT_FOUND). */
  missing: 'refuse' | 'pass';
  /**
   * The records it changes. `now` is the time of the write: the server's clock, the client's
   * clock-corrected time, the test server's clock. A rule that stamps a time (or a change id)
   * takes it from its target, so `apply` stays pure.
   */
  targets(
    request: Request,
    caller: OperationCaller,
    now: number,
    source?: RecordImage,
  ): readonly Target[];
  apply(current: RecordImage | undefined, target: Target, request: Request): RecordImage | null;
  /**
   * Optional: the record the write derives from (a worker log correction's event, whose profile
   * id names the records it creates). Each side reads it before the targets and hands its image
   * to `targets`: the server locked, the test server from memory, the client the image the user
   * acted on (`MutatorParts.source`). An absent source fails the call (404 RECORD_NOT_FOUND).
   */
  source?(request: Request): RecordRef;
  /**
   * Optional: a refusal of the whole call from a target's current image (null: none), checked
   * before `apply` on every target. The server and the test server answer it (status, key,
   * message); the client leaves that target as it is (the server's answer decides).
   */
  refusal?(current: RecordImage | undefined, target: Target, request: Request): Refusal | null;
}

/** A write's refusal, as the server answers it. */
export interface Refusal {
  status: number;
  key: string;
  message: string;
}

export interface OperationDefinition<
  Name extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.core.$ZodType = z.core.$ZodType,
  Target extends RecordRef = RecordRef,
> {
  name: Name;
  request: Request;
  response: Response;
  /** Whether it changes state (an Idempotency-Key applies). */
  mutates: boolean;
  /** The answer keys that mean success; any other key is an error (spec/frame.md §7). */
  successKeys: readonly [string, ...string[]];
  policy: RequestPolicy<z.output<Request>>;
  records?: RecordWrite<z.output<Request>, Target>;
}

/**
 * Server-only checks of a defined write (they need the database or the server's clock), run
 * before the generic write; they refuse by throwing. The handler map supplies them.
 */
export type ServerChecks<Request, Context> = (
  context: Context,
  request: Request,
) => Promise<void> | void;

/**
 * Defines an operation; the name is inferred as a literal, the policy and the record write are
 * checked against the request schema's output.
 */
export function defineOperation<
  const Name extends string,
  Request extends z.ZodType,
  Response extends z.core.$ZodType,
  Target extends RecordRef = RecordRef,
>(
  definition: OperationDefinition<Name, Request, Response, Target>,
): OperationDefinition<Name, Request, Response, Target> {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds definitions of different schemas
export type AnyOperationDefinition = OperationDefinition<string, any, any, any>;

type ByName<List extends readonly AnyOperationDefinition[]> = {
  [D in List[number] as D['name']]: D;
};

/** The wire entries of OPERATIONS (request, response, mutates) of a list of definitions. */
export type OperationEntries<List extends readonly AnyOperationDefinition[]> = {
  [D in List[number] as D['name']]: {
    request: D['request'];
    response: D['response'];
    mutates: boolean;
  };
};

/** The policies of a list of definitions, keyed by name. */
export type OperationPoliciesOf<List extends readonly AnyOperationDefinition[]> = {
  [D in List[number] as D['name']]: D['policy'];
};

/** Definitions keyed by name; a name defined twice throws. */
export function definitionsByName<const List extends readonly AnyOperationDefinition[]>(
  list: List,
): ByName<List> {
  const byName: Record<string, AnyOperationDefinition> = {};
  for (const definition of list) {
    if (byName[definition.name]) throw new Error(`Operation ${definition.name} defined twice`);
    byName[definition.name] = definition;
  }
  // The loop keys every definition by its own name: the mapped type says exactly that.
  return byName as ByName<List>;
}

export function operationEntries<const List extends readonly AnyOperationDefinition[]>(
  list: List,
): OperationEntries<List> {
  const entries = list.map((d) => [
    d.name,
    { request: d.request, response: d.response, mutates: d.mutates },
  ]);
  return Object.fromEntries(entries) as OperationEntries<List>;
}

export function operationPolicies<const List extends readonly AnyOperationDefinition[]>(
  list: List,
): OperationPoliciesOf<List> {
  return Object.fromEntries(list.map((d) => [d.name, d.policy])) as OperationPoliciesOf<List>;
}

/** The success keys of each definition, keyed by name (OWN_SUCCESS_KEYS). */
export function operationSuccessKeys(
  list: readonly AnyOperationDefinition[],
): Record<string, readonly string[]> {
  return Object.fromEntries(list.map((d) => [d.name, d.successKeys]));
}

/** The record write of a defined operation (throws for one without). */
export function recordWriteOf<Request, Target extends RecordRef>(definition: {
  name: string;
  records?: RecordWrite<Request, Target>;
}): RecordWrite<Request, Target> {
  if (!definition.records) throw new Error(`Operation ${definition.name} writes no records`);
  return definition.records;
}

/**
 * The answer of an operation whose success is one key and nothing else (e.g. REVERT_SIGNOUT_SUCCESS):
 * its response schema and success keys, spread into the definition.
 */
export function answeredBy<const Key extends string>(key: Key) {
  return { response: z.object({ key: z.literal(key) }), successKeys: [key] } as const;
}
