import type { OperationName } from '../../../contract/index.ts';
import type { RecordTableName } from '../../db/database.ts';
import type { RecordKey, SyncedRecord } from '../families.ts';

/**
 * An offline-capable operation (DESIGN.md §2.2): `apply` gives the optimistic local state and must
 * be pure (it is re-applied on top of every new server image while the mutation is pending);
 * `request` is what the outbox sends.
 */
export interface Mutator<Args> {
  name: string;
  table: RecordTableName;
  recordKey(args: Args): RecordKey;
  apply(record: SyncedRecord, args: Args): SyncedRecord;
  request(args: Args): { operation: OperationName; body: unknown };
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds mutators of different argument types
export type AnyMutator = Mutator<any>;
export type MutatorRegistry = Record<string, AnyMutator>;

/** The argument type of a registered mutator. */
export type MutatorArgs<M> = M extends Mutator<infer A> ? A : never;
