import type {
  OperationCaller,
  RecordRef,
  RecordWrite,
} from '../../../contract/operations/defineOperation.ts';
import type { Sql } from '../../db/database.ts';
import { type ModifiedRecord, modifyRecords, type RecordImage } from './modifyRecords.ts';

/**
 * The server's generic record write of a defined operation (contract/operations/): the
 * definition's targets and `apply`, through modifyRecords (locked, all or nothing, unchanged
 * records not rewritten). Server-only checks run before it, in the handler.
 */
export function writeDefinedRecords<Request, Target extends RecordRef>(
  tx: Sql,
  write: RecordWrite<Request, Target>,
  request: Request,
  caller: OperationCaller,
  now: number,
  /** A server-only check of each target's current image; refuses by throwing. */
  checkTarget?: (current: RecordImage | undefined, target: Target) => void,
): Promise<ModifiedRecord[]> {
  return modifyRecords(
    tx,
    write.family,
    write.targets(request, caller, now),
    (current, target) => {
      checkTarget?.(current, target);
      return write.apply(current, target, request);
    },
    { missing: write.missing, now },
  );
}

/** The records a write changed (created, modified or removed). */
export const changedRecords = (records: readonly ModifiedRecord[]) =>
  records.filter((record) => record.change !== 'UNCHANGED');
