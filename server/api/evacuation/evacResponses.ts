import type { UpdateEvacStatusRequest } from '../../../contract/evacuation.ts';
import { evacResponseRecords, type Responder } from '../../../contract/transitions/evacuation.ts';
import { recordWriteOf } from '../../../contract/operations/defineOperation.ts';
import { markEvacStatusOperation } from '../../../contract/operations/evacuation/markStatus.ts';
import type { Sql } from '../../db/database.ts';
import { changedRecords, writeDefinedRecords } from '../records/definedWrite.ts';
import type { ModifiedRecord } from '../records/modifyRecords.ts';
import type { RecordUpsert } from '../records/writeRecords.ts';
import { assertMarksAccepted } from './markAcceptance.ts';

type StatusUpdate = UpdateEvacStatusRequest['evacStatusUpdate'];

/** One response upsert per person of the update (contract's evacResponseRecords), for seeding. */
export function evacResponseUpserts(update: StatusUpdate, responder: Responder): RecordUpsert[] {
  return evacResponseRecords(update, responder).map((response) => ({
    kind: 'upsert',
    ...response,
  }));
}

/**
 * Appends the responses of a status update (DESIGN.md §2.3) through the operation's definition
 * (contract/operations/evacuation/markStatus.ts): append-only, each mark written once. Only
 * marks of existing people made while an evacuation covered them are accepted
 * (markAcceptance.ts). Answers the responses written by this call.
 */
export async function appendEvacResponses(
  tx: Sql,
  update: StatusUpdate,
  responder: Responder,
  now: number,
): Promise<ModifiedRecord[]> {
  await assertMarksAccepted(tx, update, now);
  const write = recordWriteOf(markEvacStatusOperation);
  const request = { evacStatusUpdate: update };
  return changedRecords(await writeDefinedRecords(tx, write, request, responder, now));
}
