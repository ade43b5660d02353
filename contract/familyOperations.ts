import { z } from 'zod';
import {
  directoryPersonRecord,
  evacResponseRecord,
  evacuationRecord,
  hostRecord,
  inductionCompletionRecord,
  inviteRecord,
  parkingBookingRecord,
  parkingLogRecord,
  preScreeningRecord,
  workerLogRecord,
} from './familyRecords.ts';
import { locationKey, safeString } from './input/index.ts';
import { logRetrieved, retrievalQueryWith, retrievalResponse } from './retrieval.ts';

/** `{ query }` with the shared retrieval fields plus the operation's own optional ones. */
function retrievalRequestWith<E extends z.ZodRawShape>(extra: E) {
  return z.object({ query: retrievalQueryWith(extra) });
}

const plainRetrievalRequest = retrievalRequestWith({});

/** How many worker log events one getItemKeys read may name. */
export const MAX_ITEM_KEYS = 500;

/**
 * The worker log read of spec/workers.md §7: the retrieval query, or `getItemKeys`, the events
 * with these keys (to re-read a few after a change). A key answers nothing when the event does
 * not exist or was removed.
 */
export const employeeLogRetrievalRequest = z.union([
  retrievalRequestWith({ stronglyConsistent: z.boolean().optional() }),
  z.object({
    getItemKeys: z
      .array(
        z.object({
          EntityHierarchy: locationKey(),
          evtTimeStampProfileID: safeString({ min: 1, max: 300, singleLine: true }),
        }),
      )
      .min(1)
      .max(MAX_ITEM_KEYS),
  }),
]);

export const PARKING_BOOKING_TYPES = ['ONDEMAND', 'PROVISIONED'] as const;

export const inviteLogRetrieved = logRetrieved(inviteRecord);
export const hostsRetrieved = logRetrieved(hostRecord);
export const inductionCompletionsRetrieved = logRetrieved(inductionCompletionRecord);
export const workerLogRetrieved = logRetrieved(workerLogRecord);
export const preScreeningLogRetrieved = logRetrieved(preScreeningRecord);
export const directoryRetrieved = logRetrieved(directoryPersonRecord);
export const parkingEventsRetrieved = logRetrieved(parkingLogRecord);
export const parkingBookingsRetrieved = logRetrieved(parkingBookingRecord);
/**
 * Sorted by responseTimestamp, ties by responseKey. `logItems` is the spec's name for the list
 * (visitors.md §7); `Items` holds the same records for the sync engine, which reads every family
 * by that name.
 */
export const evacResponsesRetrieved = logRetrieved(evacResponseRecord).extend({
  logItems: z.array(evacResponseRecord),
});
/** The window's evacuations as Items, and the same split into active and archived, newest first. */
export const evacLogRetrieved = logRetrieved(evacuationRecord).extend({
  activeEvacuations: z.array(evacuationRecord),
  archivedEvacuations: z.array(evacuationRecord),
});

/**
 * Retrieval of every record family besides the visitor log (DESIGN.md §2.1): the spec's
 * operations, and named reads where the spec read the data store directly. Each answers
 * LOG_RETRIEVED `{ Items, removed, cursor }`, ASYNC_RESPONSE_PAYLOAD or CURSOR_EXPIRED.
 */
export const FAMILY_RETRIEVAL_OPERATIONS = {
  'inviteOperations/retrieveInviteLog': {
    request: retrievalRequestWith({ readFromArchive: z.boolean().optional() }),
    response: retrievalResponse(inviteLogRetrieved),
    mutates: false,
  },
  'directoryOperations/retrieveHosts': {
    request: plainRetrievalRequest,
    response: retrievalResponse(hostsRetrieved),
    mutates: false,
  },
  'inductionOperations/retrieveInductionCompletions': {
    request: plainRetrievalRequest,
    response: retrievalResponse(inductionCompletionsRetrieved),
    mutates: false,
  },
  'workerLogOperations/employeeLogRetrieval': {
    request: employeeLogRetrievalRequest,
    response: retrievalResponse(workerLogRetrieved),
    mutates: false,
  },
  'preScreeningOperations/preScreeningLogRetrieval': {
    request: retrievalRequestWith({ stronglyConsistent: z.boolean().optional() }),
    response: retrievalResponse(preScreeningLogRetrieved),
    mutates: false,
  },
  'directoryOperations/retrieveDirectory': {
    request: plainRetrievalRequest,
    response: retrievalResponse(directoryRetrieved),
    mutates: false,
  },
  'parkingOperations/retrieveParkingEvents': {
    request: plainRetrievalRequest,
    response: retrievalResponse(parkingEventsRetrieved),
    mutates: false,
  },
  'parkingOperations/parkingBookingLogRetrieval': {
    request: retrievalRequestWith({
      /** Only bookings of these types (all when absent). */
      bookingTypes: z.array(z.enum(PARKING_BOOKING_TYPES)).min(1).max(10).optional(),
    }),
    response: retrievalResponse(parkingBookingsRetrieved),
    mutates: false,
  },
  'evacuationOperations/retrieveEvacLog': {
    request: plainRetrievalRequest,
    response: retrievalResponse(evacLogRetrieved),
    mutates: false,
  },
  'evacuationOperations/retrieveEvacResponses': {
    request: plainRetrievalRequest,
    response: retrievalResponse(evacResponsesRetrieved),
    mutates: false,
  },
} as const;
