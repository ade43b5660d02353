import { z } from 'zod';
import {
  directoryRetrieved,
  employeeLogRetrievalRequest,
  evacLogRetrieved,
  evacResponsesRetrieved,
  hostsRetrieved,
  inductionCompletionsRetrieved,
  inviteLogRetrieved,
  PARKING_BOOKING_TYPES,
  parkingBookingsRetrieved,
  parkingEventsRetrieved,
  plainRetrievalRequest,
  preScreeningLogRetrieved,
  retrievalRequestWith,
  workerLogRetrieved,
} from '../../familyOperations.ts';
import { hierarchyConfiguration } from '../../hierarchyConfig.ts';
import { visitorLogRecord } from '../../records.ts';
import { HIERARCHY_CONFIGURATION_RETRIEVED } from '../../resultKeys.ts';
import { logRetrieved, retrievalRequest, retrievalResponse } from '../../retrieval.ts';
import {
  queryTargets,
  retrievalAccess,
  rollCallAudience,
  signedIn,
} from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * The reads of every record family (DESIGN.md §2.1): the spec's operations, and named reads where
 * the spec read the data store directly. Each answers LOG_RETRIEVED `{ Items, removed, cursor }`,
 * ASYNC_RESPONSE_PAYLOAD (the client fetches the blob) or CURSOR_EXPIRED (an error to the client,
 * which then reads the scope again from the start). Reads follow the menu (contract/policies.ts):
 * a read of 'ALL' or of a region answers the records of the locations where the caller may see
 * the family.
 */
const LOG_RETRIEVED = ['LOG_RETRIEVED'] as const;

/**
 * Evacuations and their marks: read by the evacuation screens and by the visitor and worker logs,
 * whose Evac Status column every user of the log sees.
 */
const EVACUATION_READ = ['messaging.evacuation', 'visitorLog', 'employeeLog'] as const;

export const visitorLogRetrieved = logRetrieved(visitorLogRecord);

export const retrieveVisitorLogOperation = defineOperation({
  name: 'visitorLogOperations/retrieveVisitorLog',
  request: retrievalRequest,
  response: retrievalResponse(visitorLogRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: {
    ...retrievalAccess('visitor', [
      'visitorLog',
      'visitorAnalytics',
      rollCallAudience('onsiteVisitors'),
    ]),
    targets: queryTargets,
  },
});

export const retrieveInviteLogOperation = defineOperation({
  name: 'inviteOperations/retrieveInviteLog',
  request: retrievalRequestWith({ readFromArchive: z.boolean().optional() }),
  response: retrievalResponse(inviteLogRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: { ...retrievalAccess('visitor', ['inviteLog']), targets: queryTargets },
});

export const retrieveHostsOperation = defineOperation({
  name: 'directoryOperations/retrieveHosts',
  request: plainRetrievalRequest,
  response: retrievalResponse(hostsRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: { ...retrievalAccess(null, ['hostDirectory']), targets: queryTargets },
});

export const retrieveInductionCompletionsOperation = defineOperation({
  name: 'inductionOperations/retrieveInductionCompletions',
  request: plainRetrievalRequest,
  response: retrievalResponse(inductionCompletionsRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: { ...retrievalAccess('induction', ['inductionLog'], 'never'), targets: queryTargets },
});

/** The worker log: the retrieval query, or `getItemKeys` (a few events by key). */
export const employeeLogRetrievalOperation = defineOperation({
  name: 'workerLogOperations/employeeLogRetrieval',
  request: employeeLogRetrievalRequest,
  response: retrievalResponse(workerLogRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: {
    ...retrievalAccess(
      'employee',
      ['employeeLog', 'visitorAnalytics', rollCallAudience('onsiteEmployees')],
      'evacuationAdmin',
    ),
    targets: (body) =>
      'getItemKeys' in body
        ? body.getItemKeys.map((key) => key.EntityHierarchy)
        : body.query.hierarchies,
  },
});

export const preScreeningLogRetrievalOperation = defineOperation({
  name: 'preScreeningOperations/preScreeningLogRetrieval',
  request: retrievalRequestWith({ stronglyConsistent: z.boolean().optional() }),
  response: retrievalResponse(preScreeningLogRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: {
    ...retrievalAccess('employee', ['employeeScreeningLog'], 'never'),
    targets: queryTargets,
  },
});

export const retrieveDirectoryOperation = defineOperation({
  name: 'directoryOperations/retrieveDirectory',
  request: plainRetrievalRequest,
  response: retrievalResponse(directoryRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: {
    ...retrievalAccess(
      'employee',
      ['employeeDirectory', rollCallAudience('employeeDirectory')],
      'evacuationAdmin',
    ),
    targets: queryTargets,
  },
});

export const retrieveParkingEventsOperation = defineOperation({
  name: 'parkingOperations/retrieveParkingEvents',
  request: plainRetrievalRequest,
  response: retrievalResponse(parkingEventsRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: {
    ...retrievalAccess(
      'parking',
      ['parkingLog', 'parkingAnalytics', rollCallAudience('onsiteParking')],
      'evacuationAdmin',
    ),
    targets: queryTargets,
  },
});

export const parkingBookingLogRetrievalOperation = defineOperation({
  name: 'parkingOperations/parkingBookingLogRetrieval',
  request: retrievalRequestWith({
    /** Only bookings of these types (all when absent). */
    bookingTypes: z.array(z.enum(PARKING_BOOKING_TYPES)).min(1).max(10).optional(),
  }),
  response: retrievalResponse(parkingBookingsRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: { ...retrievalAccess('parking', ['parkingBookingLog'], 'never'), targets: queryTargets },
});

export const retrieveEvacLogOperation = defineOperation({
  name: 'evacuationOperations/retrieveEvacLog',
  request: plainRetrievalRequest,
  response: retrievalResponse(evacLogRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: { ...retrievalAccess(null, EVACUATION_READ), targets: queryTargets },
});

export const retrieveEvacResponsesOperation = defineOperation({
  name: 'evacuationOperations/retrieveEvacResponses',
  request: plainRetrievalRequest,
  response: retrievalResponse(evacResponsesRetrieved),
  mutates: false,
  successKeys: LOG_RETRIEVED,
  policy: { ...retrievalAccess(null, EVACUATION_READ), targets: queryTargets },
});

/** The caller's organisation: its hierarchy, access and tenant flags (any signed-in user). */
export const retrieveHierarchyConfigurationOperation = defineOperation({
  name: 'hierarchyOperations/retrieveHierarchyConfiguration',
  request: z.object({}).strict(),
  response: hierarchyConfiguration,
  mutates: false,
  successKeys: [HIERARCHY_CONFIGURATION_RETRIEVED],
  policy: signedIn,
});

/** The reads of the record families, with the organisation's configuration. */
export const RETRIEVAL_OPERATIONS = [
  retrieveHierarchyConfigurationOperation,
  retrieveVisitorLogOperation,
  retrieveInviteLogOperation,
  retrieveHostsOperation,
  retrieveInductionCompletionsOperation,
  employeeLogRetrievalOperation,
  preScreeningLogRetrievalOperation,
  retrieveDirectoryOperation,
  retrieveParkingEventsOperation,
  parkingBookingLogRetrievalOperation,
  retrieveEvacLogOperation,
  retrieveEvacResponsesOperation,
] as const;
