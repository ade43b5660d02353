import { useCallback } from 'react';
import { useFamilyRecords } from '../../kit/index.ts';
import type { DateRange } from '../../ui/dateRanges.ts';
import {
  compareBookings,
  compareParkingEvents,
  hasStatus,
  matchesParkingSearch,
  type ParkingBookingRow,
  type ParkingLogRecord,
  type ParkingLogStatus,
} from './parkingRows.ts';

interface Where {
  root: string;
  hierarchies: string[];
  range: DateRange;
}

/** The parking log of the subtree and range, newest first, live on parkingEvents; with its filter. */
export function useParkingLog(where: Where, status: ParkingLogStatus | 'ALL', search: string) {
  const keep = useCallback(
    (record: ParkingLogRecord) => hasStatus(record, status) && matchesParkingSearch(record, search),
    [status, search],
  );
  const log = useFamilyRecords({
    family: 'parkingLog',
    root: where.root,
    hierarchies: where.hierarchies,
    beginTime: where.range.begin,
    endTime: where.range.end,
    filter: keep,
    sort: compareParkingEvents,
  });
  return { ...log, keep };
}

export const BOOKING_TYPE_CHOICES = ['ALL', 'ONDEMAND', 'PROVISIONED'] as const;
export type BookingTypeChoice = (typeof BOOKING_TYPE_CHOICES)[number];

/** The bookings of the subtree starting in the range, by start time, live on parkingBookings. */
export function useParkingBookings(where: Where, type: BookingTypeChoice) {
  const keep = useCallback(
    (booking: ParkingBookingRow) => type === 'ALL' || booking.bookingType === type,
    [type],
  );
  return useFamilyRecords({
    family: 'parkingBookings',
    root: where.root,
    hierarchies: where.hierarchies,
    beginTime: where.range.begin,
    endTime: where.range.end,
    filter: keep,
    sort: compareBookings,
  });
}

/** The sites (locations without children) of a subtree's keys: where a booking can be made. */
export function sitesOf(hierarchies: readonly string[]): string[] {
  return hierarchies.filter((key) => !hierarchies.some((other) => other.startsWith(`${key}#`)));
}
