import { msg } from '@lingui/core/macro';
import {
  cancelBooking,
  checkBooking,
  type ParkingBookingRecord,
  type ProcessParkingBookingRequest,
} from '../../../contract/index.ts';
import { type MutationContext, mutator, type RecordTarget } from './types.ts';

/**
 * Checking and cancelling a parking booking (spec/workers.md §4) as offline-capable mutators: the
 * contract's rules applied optimistically, the same ones processParkingBooking runs. Creating is
 * not a mutator: it needs the server's capacity answer (the bookings page calls it online only).
 */
export interface BookingChangeArgs {
  booking: ParkingBookingRecord;
  /** Who changes it: shown until the server's image arrives. */
  by: string;
}

const targetOf = (booking: ParkingBookingRecord): RecordTarget => ({
  table: 'parkingBookings',
  key: [booking.EntityHierarchy, booking.parkingBookingKey],
});

const change = (args: BookingChangeArgs, context: MutationContext) => ({
  at: context.clientTime,
  by: args.by,
});

export const checkParkingBooking = mutator<BookingChangeArgs, ParkingBookingRecord>()({
  name: 'parking.checkBooking',
  label: () => msg`Check a parking booking`,
  affects: (args) => [targetOf(args.booking)],
  apply: (current, args, context) =>
    current ? checkBooking(current, change(args, context)) : null,
  request: (args, context) => ({
    operation: 'parkingOperations/processParkingBooking',
    body: {
      bookingOperation: {
        operation: 'check',
        EntityHierarchy: args.booking.EntityHierarchy,
        parkingBookingKey: args.booking.parkingBookingKey,
        changedAt: context.clientTime,
        mutationId: context.mutationId,
      },
    } satisfies ProcessParkingBookingRequest,
  }),
});

export const cancelParkingBooking = mutator<BookingChangeArgs, ParkingBookingRecord>()({
  name: 'parking.cancelBooking',
  label: () => msg`Cancel a parking booking`,
  affects: (args) => [targetOf(args.booking)],
  apply: (current, args, context) =>
    current ? cancelBooking(current, change(args, context)) : null,
  request: (args, context) => ({
    operation: 'parkingOperations/processParkingBooking',
    body: {
      bookingOperation: {
        operation: 'cancel',
        entries: [
          {
            EntityHierarchy: args.booking.EntityHierarchy,
            parkingBookingKey: args.booking.parkingBookingKey,
            BookingRefCode: args.booking.BookingRefCode ?? '',
          },
        ],
        changedAt: context.clientTime,
        mutationId: context.mutationId,
      },
    } satisfies ProcessParkingBookingRequest,
  }),
});
