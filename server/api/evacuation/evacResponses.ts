import type { UpdateEvacStatusRequest } from '../../../contract/evacuation.ts';
import { evacResponseRecords, type Responder } from '../../../contract/transitions/evacuation.ts';
import type { RecordUpsert } from '../records/writeRecords.ts';

type StatusUpdate = UpdateEvacStatusRequest['evacStatusUpdate'];

/** One response upsert per person of the update (contract's evacResponseRecords), for seeding. */
export function evacResponseUpserts(update: StatusUpdate, responder: Responder): RecordUpsert[] {
  return evacResponseRecords(update, responder).map((response) => ({
    kind: 'upsert',
    ...response,
  }));
}
