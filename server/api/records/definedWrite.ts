import type {
  OperationCaller,
  RecordRef,
  RecordWrite,
} from '../../../contract/operations/defineOperation.ts';
import type { FamilyName } from '../../../contract/families.ts';
import type { Sql } from '../../db/database.ts';
import { ApiError } from '../errors.ts';
import { type ModifiedRecord, modifyRecords, type RecordImage } from './modifyRecords.ts';
import { readLiveRecordsForUpdate, recordId } from './readRecords.ts';

/**
 * The server's generic record write of a defined operation (contract/operations/): the
 * definition's targets and `apply`, through modifyRecords (locked, all or nothing, unchanged
 * records not rewritten). Server-only checks run before it, in the handler.
 */
export async function writeDefinedRecords<Request, Target extends RecordRef>(
  tx: Sql,
  write: RecordWrite<Request, Target>,
  request: Request,
  caller: OperationCaller,
  now: number,
  /** A server-only check of each target's current image; refuses by throwing. */
  checkTarget?: (current: RecordImage | undefined, target: Target) => void,
): Promise<ModifiedRecord[]> {
  const source = write.source
    ? await readSource(tx, write.family, write.source(request))
    : undefined;
  return modifyRecords(
    tx,
    write.family,
    write.targets(request, caller, now, source),
    (current, target) => {
      checkTarget?.(current, target);
      const refusal = write.refusal?.(current, target, request);
      if (refusal) throw new ApiError(refusal.status, refusal.key, refusal.message);
      return write.apply(current, target, request);
    },
    { missing: write.missing, now },
  );
}

/** The write's source record, locked for the transaction; 404 RECORD_NOT_FOUND when absent. */
async function readSource(tx: Sql, family: FamilyName, ref: RecordRef): Promise<RecordImage> {
  const stored = await readLiveRecordsForUpdate(tx, family, [ref]);
  const found = stored.get(recordId(ref.hierarchy, ref.key));
  if (!found) {
    throw new ApiError(404, 'RECORD_NOT_FOUND', `No ${family} record ${ref.hierarchy} ${ref.key}`);
  }
  return found.record;
}

/** The records a write changed (created, modified or removed). */
export const changedRecords = (records: readonly ModifiedRecord[]) =>
  records.filter((record) => record.change !== 'UNCHANGED');
