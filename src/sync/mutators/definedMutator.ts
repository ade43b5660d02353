import type { MessageDescriptor } from '@lingui/core';
import {
  type OperationCaller,
  type OperationName,
  type RecordRef,
  type RecordWrite,
  recordWriteOf,
} from '../../../contract/index.ts';
import { SYNC_FAMILIES, type SyncedRecord } from '../families.ts';
import type { MutationContext, Mutator, RecordTarget } from './types.ts';

/** What a client mutator adds to an operation's definition: only client things. */
export interface MutatorParts<Name extends string, Args, Request> {
  /** The name stored in outbox rows. */
  name: Name;
  /** What the sync indicator's waiting / not-applied lists call it. */
  label(args: Args): MessageDescriptor;
  /** The request the outbox sends for these arguments. */
  request(args: Args, context: MutationContext): Request;
  /** The signed-in user making it, for writes whose records name the caller. */
  caller?(args: Args): OperationCaller;
  /** The image of the write's source record as the user acted on it (a write with `source`). */
  source?(args: Args): Record<string, unknown>;
}

const NO_CALLER: OperationCaller = { email: '', name: '' };

/** A defined write's image as the client keeps it: the version fields of the current record. */
function localImage(
  image: Record<string, unknown>,
  hierarchy: string,
  current: SyncedRecord | undefined,
  context: MutationContext,
): SyncedRecord {
  // A created record takes the client time until the server's image arrives.
  const version = current
    ? { changeSeq: current.changeSeq }
    : { lmt: context.clientTime, changeSeq: 0 };
  return { ...image, EntityHierarchy: hierarchy, ...version };
}

/**
 * The client mutator of an offline-capable defined operation (contract/operations/): `affects`
 * and `apply` are the definition's targets and pure `apply`, run on the request the mutator
 * would send, so the record the outbox shows is the record the server writes.
 */
export function definedMutator<Args>() {
  return <const Name extends string, Request, Target extends RecordRef>(
    definition: { name: OperationName; records?: RecordWrite<Request, Target> },
    parts: MutatorParts<Name, Args, Request>,
  ): Mutator<Name, Args> => {
    const write = recordWriteOf(definition);
    const family = SYNC_FAMILIES[write.family];
    const targetsOf = (args: Args, context: MutationContext) =>
      write.targets(
        parts.request(args, context),
        parts.caller?.(args) ?? NO_CALLER,
        context.clientTime,
        parts.source?.(args),
      );
    const matches = (ref: Target, target: RecordTarget) =>
      ref.hierarchy === target.key[0] && ref.key === String(target.key[1]);
    return {
      name: parts.name,
      label: parts.label,
      affects: (args, context) =>
        targetsOf(args, context).map((ref) => ({
          table: family.table,
          key: family.keyFromText(ref.hierarchy, ref.key),
        })),
      apply: (current, args, context, target) => {
        const ref = targetsOf(args, context).find((candidate) => matches(candidate, target));
        if (!ref) return current ?? null;
        const request = parts.request(args, context);
        // A refused target stays as it is; the server's refusal rejects the mutation.
        if (write.refusal?.(current, ref, request)) return current ?? null;
        const next = write.apply(current, ref, request);
        if (next === null) return null;
        if (next === current) return current;
        return localImage(next, ref.hierarchy, current, context);
      },
      request: (args, context) => ({
        operation: definition.name,
        body: parts.request(args, context),
      }),
    };
  };
}
