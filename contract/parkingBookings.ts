import { z } from 'zod';
import { mutationId } from './evacuation.ts';
import { PARKING_BOOKING_TYPES } from './familyOperations.ts';
import { parkingBookingRecord } from './familyRecords.ts';
import {
  identifier,
  locationKey,
  optionalText,
  plannedTime,
  plausibleTime,
  requiredName,
  safeString,
  timeZone,
} from './input/index.ts';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  MAX_BOOKING_SPAN_MS,
  PARKING_ALLOCATION_TYPES,
} from './transitions/parkingBookings.ts';

/**
 * processParkingBooking (spec/workers.md §4 "Parking bookings", §7): one operation, the
 * bookingOperation's `operation` says which. Creating needs the server's capacity answer, so the
 * client calls it online only; checking and cancelling are offline-capable mutators. The rules
 * are contract/transitions/parkingBookings.ts.
 */

/** The spec's message for a failed booking action the server gave no reason for. */
export const BOOKING_ERROR_MESSAGE =
  'There was an error processing your booking. Please try again.';
export { BOOKING_NOT_FOUND_MESSAGE };

/** Why a create is refused (409, the rule's message passed through). */
export const BOOKING_BLOCKED = 'BOOKING_BLOCKED';

/** A licence plate: trimmed, spaces and dashes dropped, upper-cased (`abc 123 gp` is ABC123GP). */
export const licensePlate = () =>
  safeString({ max: 20, min: 1, trim: true, singleLine: true })
    .transform((plate) => plate.replace(/[\s-]+/g, '').toUpperCase())
    .refine((plate) => /^[A-Z0-9]{1,15}$/.test(plate), {
      message: 'must be letters and digits (at most 15)',
    });

export const createBookingOperation = z
  .object({
    operation: z.literal('create'),
    EntityHierarchy: locationKey(),
    bookingType: z.enum(PARKING_BOOKING_TYPES),
    firstName: requiredName({ max: 100 }),
    lastName: requiredName({ max: 100 }),
    company: optionalText({ max: 200 }),
    email: optionalText({ max: 254 }),
    phoneNumber: optionalText({ max: 40 }),
    parkingData: z.object({
      parkingLicensePlate: licensePlate(),
      secondaryParkingLicensePlates: z.array(licensePlate()).max(5).optional(),
    }),
    parkingProviderRefs: z.object({
      parkingAllocationType: z.enum(PARKING_ALLOCATION_TYPES),
      assignedParkingSection: identifier({ max: 50 }).optional(),
      assignedParkingBay: identifier({ max: 60 }).optional(),
    }),
    parkingBookingStartDTms: plannedTime(),
    parkingBookingEndDTms: plannedTime(),
    /** The zone whose calendar day an on-demand booking must keep to (the booker's). */
    timeZone: timeZone(),
    mutationId,
  })
  .refine((body) => body.parkingBookingEndDTms > body.parkingBookingStartDTms, {
    message: 'must be after parkingBookingStartDTms',
    path: ['parkingBookingEndDTms'],
  })
  .refine(
    (body) => body.parkingBookingEndDTms - body.parkingBookingStartDTms <= MAX_BOOKING_SPAN_MS,
    {
      message: 'a booking may last at most 31 days',
      path: ['parkingBookingEndDTms'],
    },
  )
  .refine(
    (body) =>
      body.parkingProviderRefs.assignedParkingBay === undefined ||
      (body.parkingProviderRefs.parkingAllocationType === 'BAY' &&
        body.parkingProviderRefs.assignedParkingSection !== undefined),
    { message: 'a bay needs BAY allocation and its section', path: ['parkingProviderRefs'] },
  );
export type CreateBookingOperation = z.infer<typeof createBookingOperation>;

/** A booking by its key; `changedAt` is the clock-corrected time of the user's action. */
const bookingRef = {
  EntityHierarchy: locationKey(),
  parkingBookingKey: identifier({ max: 200 }),
};

export const checkBookingOperation = z.object({
  operation: z.literal('check'),
  ...bookingRef,
  changedAt: plausibleTime(),
  mutationId,
});
export type CheckBookingOperation = z.infer<typeof checkBookingOperation>;

/** The spec's cancel: entries with their BookingRefCode. */
export const cancelBookingOperation = z.object({
  operation: z.literal('cancel'),
  entries: z
    .array(z.object({ ...bookingRef, BookingRefCode: identifier({ max: 60 }) }))
    .min(1)
    .max(50),
  changedAt: plausibleTime(),
  mutationId,
});
export type CancelBookingOperation = z.infer<typeof cancelBookingOperation>;

export const processParkingBookingRequest = z.object({
  bookingOperation: z.discriminatedUnion('operation', [
    createBookingOperation,
    checkBookingOperation,
    cancelBookingOperation,
  ]),
});
export type ProcessParkingBookingRequest = z.input<typeof processParkingBookingRequest>;

export type ParkingBookingRecord = z.infer<typeof parkingBookingRecord>;

/** OPERATION_PROCESSED; a create answers the booking as stored (section and bay assigned). */
export const processParkingBookingResponse = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  bookingResult: parkingBookingRecord.optional(),
});
