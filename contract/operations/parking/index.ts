import { processParkingBookingOperation } from './processParkingBooking.ts';

/** The parking area's operations (listed in DEFINED_OPERATIONS). */
export const PARKING_OPERATIONS = [processParkingBookingOperation] as const;

export * from './processParkingBooking.ts';
