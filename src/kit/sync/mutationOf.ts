import type { OutboxRow } from '../../db/database.ts';
import type { ArgsOf, MutatorName } from '../../sync/mutators/index.ts';

/** An outbox row of the mutator `N`, its arguments typed. */
export type MutationOf<N extends MutatorName> = OutboxRow & { mutator: N; args: ArgsOf<N> };

/**
 * Whether an outbox row is a mutation of the mutator `name`, its arguments then typed: the outbox
 * holds only what the engine's mutate(name, args) queued, and it takes that mutator's arguments.
 */
export function isMutationOf<N extends MutatorName>(row: OutboxRow, name: N): row is MutationOf<N> {
  return row.mutator === name;
}
