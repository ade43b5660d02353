import type { RETRIEVAL_OPERATIONS } from '../../../contract/operations/index.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { familyRetrieval, type LogAnswer, type ShapedAnswer } from './familyRetrieval.ts';
import { employeeLogRetrieval } from './workerLogRetrieval.ts';

export type RetrievalOperationName =
  | Exclude<
      (typeof RETRIEVAL_OPERATIONS)[number]['name'],
      'hierarchyOperations/retrieveHierarchyConfiguration'
    >
  | 'resourceOperations/retrieveDevices';

const numberField = (record: Record<string, unknown>, field: string) =>
  typeof record[field] === 'number' ? record[field] : 0;

/** Active and archived evacuations besides the items, each newest first (spec retrieveEvacLog). */
function splitEvacuations(answer: LogAnswer): ShapedAnswer {
  const newestFirst = [...answer.Items].sort(
    (a, b) => numberField(b, 'activatedTimestamp') - numberField(a, 'activatedTimestamp'),
  );
  return {
    ...answer,
    activeEvacuations: newestFirst.filter((e) => e.active === true),
    archivedEvacuations: newestFirst.filter((e) => e.active !== true),
  };
}

/**
 * Responses in the order a roll call reads them: responseTimestamp, then responseKey; also as
 * `logItems`, the spec's name (retrieveEvacResponses).
 */
function byResponseTime(answer: LogAnswer): ShapedAnswer {
  const key = (r: Record<string, unknown>) => String(r.responseKey);
  const Items = [...answer.Items].sort(
    (a, b) =>
      numberField(a, 'responseTimestamp') - numberField(b, 'responseTimestamp') ||
      (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0),
  );
  return { ...answer, Items, logItems: Items };
}

/** Every retrieval operation of the contract, each the generic handler for its family. */
export const RETRIEVAL_HANDLERS: { [N in RetrievalOperationName]: OperationHandler<N> } = {
  'visitorLogOperations/retrieveVisitorLog': familyRetrieval({ family: 'visitorLog' }),
  'inviteOperations/retrieveInviteLog': familyRetrieval({ family: 'invites' }),
  'directoryOperations/retrieveHosts': familyRetrieval({ family: 'hosts' }),
  'inductionOperations/retrieveInductionCompletions': familyRetrieval({
    family: 'inductionCompletions',
  }),
  'workerLogOperations/employeeLogRetrieval': employeeLogRetrieval,
  'preScreeningOperations/preScreeningLogRetrieval': familyRetrieval({ family: 'preScreening' }),
  'directoryOperations/retrieveDirectory': familyRetrieval({ family: 'directory' }),
  'parkingOperations/retrieveParkingEvents': familyRetrieval({ family: 'parkingLog' }),
  'parkingOperations/parkingBookingLogRetrieval': familyRetrieval({
    family: 'parkingBookings',
    match: (query) =>
      Array.isArray(query.bookingTypes)
        ? { field: 'bookingType', anyOf: query.bookingTypes.map(String) }
        : undefined,
  }),
  'evacuationOperations/retrieveEvacLog': familyRetrieval({
    family: 'evacuations',
    shape: splitEvacuations,
  }),
  'evacuationOperations/retrieveEvacResponses': familyRetrieval({
    family: 'evacResponses',
    shape: byResponseTime,
  }),
  'resourceOperations/retrieveDevices': familyRetrieval({ family: 'devices' }),
};
