import { z } from 'zod';
import { parkingLogRecord } from '../../familyRecords.ts';
import { identifier, locationKey, optionalText, plausibleTime } from '../../input/index.ts';
import { licensePlate } from '../../parkingBookings.ts';
import { deviceEventAccess } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';
import { deviceName } from '../workers/recordClockEvent.ts';

/** The vehicle already has an event at that time (409). */
export const PARKING_EVENT_EXISTS = 'PARKING_EVENT_EXISTS';
/** A section the location's car park does not have (400; any section where it has none). */
export const UNKNOWN_PARKING_SECTION = 'UNKNOWN_PARKING_SECTION';

/**
 * The vehicle statuses a scanner records (spec/workers.md §3 "Parking log event"): ON_SITE for a
 * vehicle entering (stored with visitorStatus CHECKED_IN), OFF_SITE for one leaving
 * (CHECKED_OUT).
 */
export const SCANNED_VEHICLE_STATUSES = ['ON_SITE', 'OFF_SITE'] as const;

export const recordParkingEventRequest = z.object({
  EntityHierarchy: locationKey(),
  /** Normalised as bookings store it: spaces and dashes dropped, upper-cased. */
  parkingLicensePlate: licensePlate(),
  vehicleStatus: z.enum(SCANNED_VEHICLE_STATUSES),
  /** When it happened; the server's clock when absent. */
  evtTimeStamp: plausibleTime().optional(),
  /** The car park's section (parking_sections of the location, when it has any). */
  section: identifier({ max: 50 }).optional(),
  vehicleMake: optionalText({ max: 60 }),
  vehicleModel: optionalText({ max: 60 }),
  firstName: optionalText({ max: 100 }),
  lastName: optionalText({ max: 100 }),
  passengers: z.int().min(0).max(99).optional(),
  deviceName: deviceName.optional(),
});
export type RecordParkingEventRequest = z.infer<typeof recordParkingEventRequest>;

/**
 * A parking scanner's event (Gatehouse addition: the spec's scanners are outside the
 * dashboard): one parking log event at the location, keyed `{evtTimeStamp}#{plate}` as the
 * demo's (409 PARKING_EVENT_EXISTS when that key exists), in the site's time zone. A vehicle
 * leaving pairs with its open arrival: the plate's latest event at the location in the on-site
 * look-back (contract/presence.ts), when that is an arrival, is named in relatedEvents
 * (parentEvtTimeStampUniqueAttributeValue) and its vehicle and person details are carried over
 * where the scanner sent none; without one the departure stands alone. Not a HOST's, where the
 * parking log is on; online only.
 */
export const recordParkingEventOperation = defineOperation({
  name: 'parkingOperations/recordParkingEvent',
  request: recordParkingEventRequest,
  response: z.object({ key: z.literal('OPERATION_PROCESSED'), item: parkingLogRecord }),
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    ...deviceEventAccess('parking', 'parkingLog'),
    targets: (body) => [body.EntityHierarchy],
  },
});
