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
  'visitorLogOperations/retrieveVisitorLog': familyRetrieval({
    operation: 'visitorLogOperations/retrieveVisitorLog',
    family: 'visitorLog',
  }),
  'inviteOperations/retrieveInviteLog': familyRetrieval({
    operation: 'inviteOperations/retrieveInviteLog',
    family: 'invites',
  }),
  'directoryOperations/retrieveHosts': familyRetrieval({
    operation: 'directoryOperations/retrieveHosts',
    family: 'hosts',
  }),
  'inductionOperations/retrieveInductionCompletions': familyRetrieval({
    operation: 'inductionOperations/retrieveInductionCompletions',
    family: 'inductionCompletions',
  }),
  'workerLogOperations/employeeLogRetrieval': employeeLogRetrieval,
  'preScreeningOperations/preScreeningLogRetrieval': familyRetrieval({
    operation: 'preScreeningOperations/preScreeningLogRetrieval',
    family: 'preScreening',
  }),
  'directoryOperations/retrieveDirectory': familyRetrieval({
    operation: 'directoryOperations/retrieveDirectory',
    family: 'directory',
  }),
  'parkingOperations/retrieveParkingEvents': familyRetrieval({
    operation: 'parkingOperations/retrieveParkingEvents',
    family: 'parkingLog',
  }),
  'parkingOperations/parkingBookingLogRetrieval': familyRetrieval({
    operation: 'parkingOperations/parkingBookingLogRetrieval',
    family: 'parkingBookings',
    match: (query) =>
      Array.isArray(query.bookingTypes)
        ? { field: 'bookingType', anyOf: query.bookingTypes.map(String) }
        : undefined,
  }),
  'evacuationOperations/retrieveEvacLog': familyRetrieval({
    operation: 'evacuationOperations/retrieveEvacLog',
    family: 'evacuations',
    shape: splitEvacuations,
  }),
  'evacuationOperations/retrieveEvacResponses': familyRetrieval({
    operation: 'evacuationOperations/retrieveEvacResponses',
    family: 'evacResponses',
    shape: byResponseTime,
  }),
  'resourceOperations/retrieveDevices': familyRetrieval({
    operation: 'resourceOperations/retrieveDevices',
    family: 'devices',
  }),
};
