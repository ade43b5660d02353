import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  bookingStatusOf,
  type ParkingBookingStatus,
} from '../../../contract/transitions/parkingBookings.ts';
import { isRecord } from '../../../contract/plainCheck.ts';
import type { FamilyRecord } from '../../kit/index.ts';

/** A parking log event and a parking booking as mirrored on this device. */
export type ParkingLogRecord = FamilyRecord<'parkingLog'>;
export type ParkingBookingRow = FamilyRecord<'parkingBookings'>;

const objectOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The parking log statuses of spec/workers.md §3. */
export const PARKING_LOG_STATUSES = [
  'CHECKED_IN',
  'CHECKED_OUT',
  'OFF_SITE',
  'ON_SITE',
  'UNKNOWN',
] as const;
export type ParkingLogStatus = (typeof PARKING_LOG_STATUSES)[number];

export const STATUS_LABELS: Record<ParkingLogStatus, MessageDescriptor> = {
  CHECKED_IN: msg`CHECKED IN`,
  CHECKED_OUT: msg`CHECKED OUT`,
  OFF_SITE: msg`OFF SITE`,
  ON_SITE: msg`ON SITE`,
  UNKNOWN: msg`UNKNOWN`,
};

/** Presence (vehicleStatus): ON SITE, OFF SITE or UNKNOWN. */
export function presenceOf(record: ParkingLogRecord): 'ON_SITE' | 'OFF_SITE' | 'UNKNOWN' {
  const status = record.vehicleStatus;
  return status === 'ON_SITE' || status === 'OFF_SITE' ? status : 'UNKNOWN';
}

/** Check state (visitorStatus): CHECKED IN, CHECKED OUT or UNKNOWN. */
export function checkStateOf(record: ParkingLogRecord): 'CHECKED_IN' | 'CHECKED_OUT' | 'UNKNOWN' {
  const status = record.visitorStatus;
  return status === 'CHECKED_IN' || status === 'CHECKED_OUT' ? status : 'UNKNOWN';
}

/** Whether the event has `status`, as its presence or its check state. */
export function hasStatus(record: ParkingLogRecord, status: ParkingLogStatus | 'ALL'): boolean {
  if (status === 'ALL') return true;
  return presenceOf(record) === status || checkStateOf(record) === status;
}

/** What the leading event says of the vehicle and the person. */
export function leadingEventOf(record: ParkingLogRecord) {
  const leading = objectOf(record.leadingEvent);
  const vehicle = objectOf(leading.vehicleDetails);
  const person = objectOf(leading.personDetails);
  const booking = objectOf(leading.parkingBookingDetails);
  return {
    plate: textOf(vehicle.parkingLicensePlate),
    vehicle: [textOf(vehicle.vehicleMake), textOf(vehicle.vehicleModel)].filter(Boolean).join(' '),
    person: [textOf(person.firstName), textOf(person.lastName)].filter(Boolean).join(' '),
    passengers: typeof leading.passengers === 'number' ? leading.passengers : undefined,
    bookingRef: textOf(booking.BookingRefCode),
  };
}

/** The related events of an event (each naming its parent by parentEvtTimeStampUniqueAttributeValue). */
export function relatedEventsOf(record: ParkingLogRecord): Record<string, unknown>[] {
  return Array.isArray(record.relatedEvents) ? record.relatedEvents.map(objectOf) : [];
}

/** Newest first (spec: evtTimeStamp descending), ties by key. */
export function compareParkingEvents(a: ParkingLogRecord, b: ParkingLogRecord): number {
  return (
    b.evtTimeStamp - a.evtTimeStamp ||
    a.evtTimeStampUniqueAttributeValue.localeCompare(b.evtTimeStampUniqueAttributeValue)
  );
}

export function matchesParkingSearch(record: ParkingLogRecord, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  const { plate, vehicle, person, bookingRef } = leadingEventOf(record);
  return [plate, vehicle, person, bookingRef].some((text) => text.toLowerCase().includes(wanted));
}

// Bookings

export const BOOKING_STATUS_LABELS: Record<ParkingBookingStatus, MessageDescriptor> = {
  BOOKED: msg`Booked`,
  CHECKED: msg`Checked`,
  CANCELLED: msg`Cancelled`,
};
export const BOOKING_STATUS_COLORS: Record<ParkingBookingStatus, string> = {
  BOOKED: 'blue',
  CHECKED: 'green',
  CANCELLED: 'gray',
};
export { bookingStatusOf };

/** Bookings in eventStartTime order (spec), ties by key. */
export function compareBookings(a: ParkingBookingRow, b: ParkingBookingRow): number {
  return (
    a.eventStartTime - b.eventStartTime || a.parkingBookingKey.localeCompare(b.parkingBookingKey)
  );
}

/** The booking's fields the list shows. */
export function bookingFieldsOf(booking: ParkingBookingRow) {
  const data = objectOf(booking.parkingData);
  const refs = objectOf(booking.parkingProviderRefs);
  const secondary = Array.isArray(data.secondaryParkingLicensePlates)
    ? data.secondaryParkingLicensePlates.filter((p): p is string => typeof p === 'string')
    : [];
  return {
    name: [textOf(booking.firstName), textOf(booking.lastName)].filter(Boolean).join(' '),
    company: textOf(booking.company),
    plates: [textOf(data.parkingLicensePlate), ...secondary].filter(Boolean).join(', '),
    allocation: textOf(refs.parkingAllocationType),
    section: textOf(refs.assignedParkingSection),
    bay: textOf(refs.assignedParkingBay),
    end:
      typeof booking.parkingBookingEndDTms === 'number' ? booking.parkingBookingEndDTms : undefined,
  };
}
