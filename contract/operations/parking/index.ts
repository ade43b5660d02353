import { processParkingBookingOperation } from './processParkingBooking.ts';
import { recordParkingEventOperation } from './recordParkingEvent.ts';

/** The parking area's operations (listed in DEFINED_OPERATIONS). */
export const PARKING_OPERATIONS = [
  processParkingBookingOperation,
  recordParkingEventOperation,
] as const;

export * from './processParkingBooking.ts';
export * from './recordParkingEvent.ts';
