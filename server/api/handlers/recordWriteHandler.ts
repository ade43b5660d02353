import {
  type RecordRef,
  type RecordWrite,
  recordWriteOf,
  type ServerChecks,
} from '../../../contract/operations/defineOperation.ts';
import type { OperationName, OperationResponse } from '../../../contract/operations.ts';
import type { OperationBody, OperationContext, OperationHandler } from '../operationTypes.ts';
import { changedRecords, writeDefinedRecords } from '../records/definedWrite.ts';
import type { ModifiedRecord, RecordImage } from '../records/modifyRecords.ts';

/** The server-only checks of a defined write: before it, and of each target's current image. */
export interface RecordWriteChecks<Request, Target> {
  before?: ServerChecks<Request, OperationContext>;
  /** Runs under the write's lock, before `apply`; refuses the whole call by throwing. */
  eachTarget?: (current: RecordImage | undefined, target: Target, request: Request) => void;
}

/**
 * The handler of a defined record write (contract/operations/): its server-only checks, then the
 * definition's write (writeDefinedRecords), answered from the records it changed. Most offline
 * operations need nothing else on the server.
 */
export function recordWriteHandler<N extends OperationName, Target extends RecordRef>(
  definition: { name: N; records?: RecordWrite<OperationBody<N>, Target> },
  answer: (changed: readonly ModifiedRecord[]) => OperationResponse<N>,
  checks?:
    | ServerChecks<OperationBody<N>, OperationContext>
    | RecordWriteChecks<OperationBody<N>, Target>,
): OperationHandler<N> {
  const write = recordWriteOf(definition);
  const { before, eachTarget } = typeof checks === 'function' ? { before: checks } : (checks ?? {});
  return async (context, body) => {
    await before?.(context, body);
    const { sql, caller, now } = context;
    const checkTarget =
      eachTarget &&
      ((current: RecordImage | undefined, target: Target) => eachTarget(current, target, body));
    return answer(
      changedRecords(await writeDefinedRecords(sql, write, body, caller, now, checkTarget)),
    );
  };
}
