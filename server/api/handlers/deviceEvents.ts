import {
  parkingLogRecord,
  preScreeningRecord,
  workerLogRecord,
} from '../../../contract/familyRecords.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { recordParkingEvent as writeParkingEvent } from '../parking/parkingEvents.ts';
import { recordPreScreening as writePreScreening } from '../workers/preScreeningEvents.ts';
import { recordClockEvent as writeClockEvent } from '../workers/workerEvents.ts';

/*
 * Events devices and integrations record (issue 33 item 7): badge readers' clock events,
 * screening kiosks' pre-screenings, parking scanners' vehicles. Who may call them (not a HOST,
 * the module, the location's log feature) is the access policy's, checked before these run; the
 * rules are the definitions' (contract/operations/workers/recordClockEvent.ts,
 * recordPreScreening.ts, contract/operations/parking/recordParkingEvent.ts) and the writes the
 * server functions the demo simulator can call too. Each answers the stored record.
 */

export const recordClockEvent: OperationHandler<'workerLogOperations/recordClockEvent'> = async (
  { sql, now },
  body,
) => ({
  key: 'OPERATION_PROCESSED',
  item: workerLogRecord.parse(await writeClockEvent(sql, body, now)),
});

export const recordPreScreening: OperationHandler<
  'preScreeningOperations/recordPreScreening'
> = async ({ sql, now }, body) => ({
  key: 'OPERATION_PROCESSED',
  item: preScreeningRecord.parse(await writePreScreening(sql, body, now)),
});

export const recordParkingEvent: OperationHandler<'parkingOperations/recordParkingEvent'> = async (
  { sql, now },
  body,
) => ({
  key: 'OPERATION_PROCESSED',
  item: parkingLogRecord.parse(await writeParkingEvent(sql, body, now)),
});
