import {
  processParkingBookingRequest,
  processParkingBookingResponse,
} from '../../parkingBookings.ts';
import { NOT_HOST } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * processParkingBooking (spec/workers.md §4 "Parking bookings", §7): create, check or cancel. The
 * server's handler (server/api/handlers/parkingBookings.ts) checks a create against the other
 * bookings and the capacity, so the write is the handler's; the rules are
 * contract/transitions/parkingBookings.ts.
 *
 * Parking bookings: not a HOST (no parking menus), where the location's booking log is on;
 * a provisioned booking also needs parkingBookingProvisioning. Check and cancel are mutators;
 * the client creates online only (the capacity answer is the server's).
 */
export const processParkingBookingOperation = defineOperation({
  name: 'parkingOperations/processParkingBooking',
  request: processParkingBookingRequest,
  response: processParkingBookingResponse,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    roles: NOT_HOST,
    accountFlags: [],
    module: 'parking',
    features: ['parkingBookingLog'],
    connectivity: 'offlineCapable',
    targets: ({ bookingOperation: operation }) =>
      operation.operation === 'cancel'
        ? operation.entries.map((entry) => entry.EntityHierarchy)
        : [operation.EntityHierarchy],
    requestFeatures: (body) =>
      body.bookingOperation.operation === 'create' &&
      body.bookingOperation.bookingType === 'PROVISIONED'
        ? ['parkingBookingProvisioning']
        : [],
    targetsMustExist: true,
  },
});
