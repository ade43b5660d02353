import type { UpdateEvacStatusRequest } from '../../../contract/evacuation.ts';
import { evacResponseRecords, type Responder } from '../../../contract/transitions/evacuation.ts';
import { createOnce } from '../../../contract/transitions/visitorLog.ts';
import type { Sql } from '../../db/database.ts';
import { type ModifiedRecord, modifyRecords, type RecordImage } from '../records/modifyRecords.ts';
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
 * Appends the responses of a status update (DESIGN.md §2.3): append-only, each mark under its own
 * key, written once (the same mutation sent again changes nothing). Only marks of existing people
 * made while an evacuation covered them are accepted (markAcceptance.ts). Answers the responses
 * written by this call.
 */
export async function appendEvacResponses(
  tx: Sql,
  update: StatusUpdate,
  responder: Responder,
  now: number,
): Promise<ModifiedRecord[]> {
  await assertMarksAccepted(tx, update, now);
  const modified = await modifyRecords(
    tx,
    'evacResponses',
    evacResponseRecords(update, responder),
    (current, target) => createOnce<RecordImage>(current, target.record),
    { missing: 'pass', now },
  );
  return modified.filter((record) => record.change !== 'UNCHANGED');
}
