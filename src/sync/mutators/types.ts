import type { MessageDescriptor } from '@lingui/core';
import type { OperationName } from '../../../contract/index.ts';
import type { RecordTableName } from '../../db/database.ts';
import type { RecordKey, SyncedRecord } from '../families.ts';

/** What a mutation knows of itself: its outbox row id (the Idempotency-Key) and client time. */
export interface MutationContext {
  mutationId: string;
  /** Device time when queued, corrected by the measured server clock offset (ms). */
  clientTime: number;
}

/** One record a mutation changes: it may not exist yet (a create). */
export interface RecordTarget {
  table: RecordTableName;
  key: RecordKey;
}

/**
 * An offline-capable operation (DESIGN.md §2.2 "Outbox").
 * - `affects`: the records it changes (one or more, existing or not).
 * - `apply`: the new state of one of them, pure: the current state (undefined when absent) gives
 *   the next one, or null to remove it. It is re-applied on top of every new server image while
 *   the mutation is pending, so it must give the same answer for the same inputs.
 * - `request`: what the outbox sends.
 * - `label`: what the sync indicator's waiting / not-applied lists call it.
 * `R` is the record type of the affected table(s); the engine stores what `apply` returns.
 */
export interface Mutator<Name extends string, Args, R = SyncedRecord> {
  name: Name;
  label(args: Args): MessageDescriptor;
  affects(args: Args, context: MutationContext): readonly RecordTarget[];
  apply(
    current: R | undefined,
    args: Args,
    context: MutationContext,
    target: RecordTarget,
  ): R | null;
  request(args: Args, context: MutationContext): { operation: OperationName; body: unknown };
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds mutators of different argument types
export type AnyMutator = Mutator<string, any, any>;
export type MutatorRegistry = Readonly<Record<string, AnyMutator>>;

/** The argument type of a mutator. */
export type MutatorArgs<M> = M extends Mutator<string, infer A, infer _R> ? A : never;

/** The registry of a list of mutators, keyed by each one's `name` literal. */
export type MutatorsByName<List extends readonly AnyMutator[]> = {
  [M in List[number] as M['name']]: M;
};

/** Registers mutators from a list: the name is written once, in the mutator. */
export function defineMutators<const List extends readonly AnyMutator[]>(
  list: List,
): MutatorsByName<List> {
  const registry: Record<string, AnyMutator> = {};
  for (const mutator of list) {
    if (registry[mutator.name]) throw new Error(`Mutator ${mutator.name} registered twice`);
    registry[mutator.name] = mutator;
  }
  return registry as MutatorsByName<List>;
}

/**
 * Defines a mutator with its argument type given and its name inferred as a literal:
 * `mutator<SignOutArgs, VisitorLogRecord>()({ name: 'visitors.signOut', … })`.
 */
export function mutator<Args, R = SyncedRecord>() {
  return <const Name extends string>(definition: Mutator<Name, Args, R>): Mutator<Name, Args, R> =>
    definition;
}
