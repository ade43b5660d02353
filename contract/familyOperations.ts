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
import { logRetrieved, retrievalQueryWith } from './retrieval.ts';

/** `{ query }` with the shared retrieval fields plus the operation's own optional ones. */
export function retrievalRequestWith<E extends z.ZodRawShape>(extra: E) {
  return z.object({ query: retrievalQueryWith(extra) });
}

export const plainRetrievalRequest = retrievalRequestWith({});

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
