import {
  type RecordRef,
  type RecordWrite,
  recordWriteOf,
  type ServerChecks,
} from '../../../contract/operations/defineOperation.ts';
import type { OperationName, OperationResponse } from '../../../contract/operations.ts';
import type { OperationBody, OperationContext, OperationHandler } from '../operationTypes.ts';
import { changedRecords, writeDefinedRecords } from '../records/definedWrite.ts';
import type { ModifiedRecord } from '../records/modifyRecords.ts';

/**
 * The handler of a defined record write (contract/operations/): its server-only checks, then the
 * definition's write (writeDefinedRecords), answered from the records it changed. Most offline
 * operations need nothing else on the server.
 */
export function recordWriteHandler<N extends OperationName, Target extends RecordRef>(
  definition: { name: N; records?: RecordWrite<OperationBody<N>, Target> },
  answer: (changed: readonly ModifiedRecord[]) => OperationResponse<N>,
  checks?: ServerChecks<OperationBody<N>, OperationContext>,
): OperationHandler<N> {
  const write = recordWriteOf(definition);
  return async (context, body) => {
    await checks?.(context, body);
    const { sql, caller, now } = context;
    return answer(changedRecords(await writeDefinedRecords(sql, write, body, caller, now)));
  };
}
