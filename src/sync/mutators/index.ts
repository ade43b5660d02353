import type { MutatorArgs } from './types.ts';
import { revertSignOut, signOutVisitor } from './visitors.ts';

/** Every mutator the app can queue, by name (the name stored in outbox rows). */
export const DEFAULT_MUTATORS = {
  'visitors.signOut': signOutVisitor,
  'visitors.revertSignOut': revertSignOut,
} as const;
export type MutatorName = keyof typeof DEFAULT_MUTATORS;
export type ArgsOf<N extends MutatorName> = MutatorArgs<(typeof DEFAULT_MUTATORS)[N]>;

export type { AnyMutator, Mutator, MutatorArgs, MutatorRegistry } from './types.ts';
export type { RevertSignOutArgs, SignOutArgs } from './visitors.ts';
export { revertSignOut, signOutVisitor } from './visitors.ts';
