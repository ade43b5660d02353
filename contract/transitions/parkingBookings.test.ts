import { describe, expect, test } from 'vitest';
import {
  type BookingAsk,
  type BookingSpan,
  bookingChangeRefusal,
  bookingSpanOf,
  cancelBooking,
  checkBooking,
  decideBooking,
  peakOccupancy,
  spansOverlap,
  withinOneDay,
} from './parkingBookings.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ZONE = 'Africa/Johannesburg';
/** 2026-11-25 00:00 in Johannesburg (UTC+2). */
const MIDNIGHT = Date.UTC(2026, 10, 24, 22);
const at = (hours: number, minutes = 0) => MIDNIGHT + hours * HOUR + minutes * MINUTE;

function ask(overrides: Partial<BookingAsk> = {}): BookingAsk {
  return {
    bookingType: 'ONDEMAND',
    start: at(9),
    end: at(17),
    timeZone: ZONE,
    plates: ['ABC123GP'],
    allocationType: 'SECTION',
    ...overrides,
  };
}

function held(overrides: Partial<BookingSpan> = {}): BookingSpan {
  return {
    BookingRefCode: 'PB1',
    start: at(9),
    end: at(17),
    plates: ['XYZ999GP'],
    section: 'P1',
    bay: undefined,
    status: 'BOOKED',
    ...overrides,
  };
}

const ONE_SECTION = [{ section: 'P1', bays: 2 }];

describe('on-demand bookings keep to one calendar day', () => {
  test('ending exactly at the next midnight is the same day', () => {
    expect(withinOneDay(at(20), at(24), ZONE)).toBe(true);
    expect(decideBooking(ask({ start: at(20), end: at(24) }), [], ONE_SECTION).allowed).toBe(true);
  });

  test('one minute past midnight is a second day, refused with the reason', () => {
    const decision = decideBooking(ask({ start: at(20), end: at(24, 1) }), [], ONE_SECTION);
    expect(decision).toEqual({
      allowed: false,
      block: {
        reason: 'MULTI_DAY',
        message: 'An on-demand booking must start and end on the same day.',
      },
    });
  });

  test('starting at midnight is that day', () => {
    expect(withinOneDay(at(0), at(1), ZONE)).toBe(true);
    expect(withinOneDay(at(-0, -1), at(1), ZONE)).toBe(false);
  });

  test('the day is the booking time zone’s: 23:30 UTC is the next day in Johannesburg', () => {
    const start = Date.UTC(2026, 10, 25, 21, 30);
    const end = Date.UTC(2026, 10, 25, 23, 30);
    expect(withinOneDay(start, end, 'UTC')).toBe(true);
    expect(withinOneDay(start, end, ZONE)).toBe(false);
  });

  test('a provisioned booking may span days', () => {
    const decision = decideBooking(
      ask({ bookingType: 'PROVISIONED', start: at(9), end: at(24 * 3) }),
      [],
      ONE_SECTION,
    );
    expect(decision).toEqual({ allowed: true, section: 'P1', bay: undefined });
  });
});

describe('a vehicle has one booking at a time', () => {
  test('touching bookings do not overlap', () => {
    expect(spansOverlap(at(9), at(12), at(12), at(15))).toBe(false);
    const decision = decideBooking(
      ask({ start: at(12), end: at(15) }),
      [held({ plates: ['ABC123GP'], start: at(9), end: at(12) })],
      ONE_SECTION,
    );
    expect(decision.allowed).toBe(true);
  });

  test('overlapping by one minute is refused, naming the other booking', () => {
    const decision = decideBooking(
      ask({ start: at(11, 59), end: at(15) }),
      [held({ plates: ['ABC123GP'], start: at(9), end: at(12), BookingRefCode: 'PBX1' })],
      ONE_SECTION,
    );
    expect(decision).toEqual({
      allowed: false,
      block: {
        reason: 'OVERLAP',
        message:
          'The vehicle ABC123GP already has booking PBX1 from 25 Nov 2026 09:00 to 25 Nov 2026 12:00.',
      },
    });
  });

  test('a secondary plate counts, a cancelled booking does not', () => {
    const other = held({ plates: ['OTHER1', 'ABC123GP'] });
    expect(decideBooking(ask(), [other], ONE_SECTION).allowed).toBe(false);
    expect(decideBooking(ask(), [{ ...other, status: 'CANCELLED' }], ONE_SECTION).allowed).toBe(
      true,
    );
  });
});

describe('space: sections and bays', () => {
  test('the last bay of a section is booked, the next booking is refused', () => {
    const one = held({ BookingRefCode: 'PB1' });
    expect(decideBooking(ask(), [one], ONE_SECTION)).toEqual({
      allowed: true,
      section: 'P1',
      bay: undefined,
    });
    const two = held({ BookingRefCode: 'PB2', plates: ['DEF456GP'] });
    expect(decideBooking(ask(), [one, two], ONE_SECTION)).toEqual({
      allowed: false,
      block: {
        reason: 'NO_SPACE',
        message:
          'No space in section P1 from 25 Nov 2026 09:00 to 25 Nov 2026 17:00: all 2 bays are booked.',
      },
    });
  });

  test('bookings that never meet share a bay over the day (peak, not sum)', () => {
    const morning = held({ start: at(8), end: at(10), plates: ['A1'] });
    const afternoon = held({ start: at(14), end: at(16), plates: ['A2'] });
    const single = [{ section: 'P1', bays: 1 }];
    expect(peakOccupancy([morning, afternoon], at(9), at(17))).toBe(1);
    expect(
      decideBooking(ask({ start: at(10), end: at(14) }), [morning, afternoon], single),
    ).toEqual({ allowed: true, section: 'P1', bay: undefined });
    expect(decideBooking(ask({ start: at(9, 59), end: at(14) }), [morning], single).allowed).toBe(
      false,
    );
  });

  test('without a section named, the first section with space is assigned', () => {
    const sections = [
      { section: 'P1', bays: 1 },
      { section: 'P2', bays: 1 },
    ];
    expect(decideBooking(ask(), [held()], sections)).toEqual({
      allowed: true,
      section: 'P2',
      bay: undefined,
    });
    const full = [held(), held({ section: 'P2', plates: ['B2'] })];
    const decision = decideBooking(ask(), full, sections);
    expect(decision.allowed ? '' : decision.block.reason).toBe('NO_SPACE');
  });

  test('a bay booking gets the first free bay, or the bay asked for while free', () => {
    const taken = held({ bay: 'P1-1' });
    expect(
      decideBooking(ask({ allocationType: 'BAY', section: 'P1' }), [taken], ONE_SECTION),
    ).toEqual({ allowed: true, section: 'P1', bay: 'P1-2' });
    const refused = decideBooking(
      ask({ allocationType: 'BAY', section: 'P1', bay: 'P1-1' }),
      [taken],
      ONE_SECTION,
    );
    expect(refused.allowed ? '' : refused.block.message).toBe(
      'Bay P1-1 is booked from 25 Nov 2026 09:00 to 25 Nov 2026 17:00 (PB1).',
    );
  });

  test('unknown sections and bays, and a location without sections, are refused', () => {
    const reason = (decision: ReturnType<typeof decideBooking>) =>
      decision.allowed ? 'allowed' : decision.block.reason;
    expect(reason(decideBooking(ask({ section: 'P9' }), [], ONE_SECTION))).toBe('UNKNOWN_SECTION');
    expect(
      reason(
        decideBooking(ask({ allocationType: 'BAY', section: 'P1', bay: 'P1-3' }), [], ONE_SECTION),
      ),
    ).toBe('UNKNOWN_BAY');
    expect(reason(decideBooking(ask(), [], []))).toBe('NO_SPACE');
  });
});

describe('check and cancel', () => {
  const stored = {
    parkingBookingKey: `${at(9)}#PB1`,
    BookingRefCode: 'PB1',
    eventStartTime: at(9),
    parkingBookingStartDTms: at(9),
    parkingBookingEndDTms: at(17),
    parkingData: { parkingLicensePlate: 'ABC123GP', secondaryParkingLicensePlates: ['XY1'] },
    parkingProviderRefs: {
      parkingAllocationType: 'BAY',
      assignedParkingSection: 'P1',
      assignedParkingBay: 'P1-2',
    },
  };

  test('a stored booking as the rules see it', () => {
    expect(bookingSpanOf(stored)).toEqual({
      BookingRefCode: 'PB1',
      start: at(9),
      end: at(17),
      plates: ['ABC123GP', 'XY1'],
      section: 'P1',
      bay: 'P1-2',
      status: 'BOOKED',
    });
  });

  test('check marks it checked once; cancel cancels it once', () => {
    const checked = checkBooking(stored, { at: at(9, 5), by: 'admin@example.com' });
    expect(checked).toMatchObject({ bookingStatus: 'CHECKED', checkedTimestamp: at(9, 5) });
    expect(checkBooking(checked, { at: at(10), by: 'x' })).toBe(checked);
    const cancelled = cancelBooking(checked, { at: at(11), by: 'admin@example.com' });
    expect(cancelled).toMatchObject({ bookingStatus: 'CANCELLED', cancelledTimestamp: at(11) });
    expect(cancelBooking(cancelled, { at: at(12), by: 'x' })).toBe(cancelled);
  });

  test('a missing booking, another reference, or checking a cancelled one is refused', () => {
    expect(bookingChangeRefusal(undefined, 'check')?.message).toBe('Booking not found');
    expect(bookingChangeRefusal(stored, 'cancel', 'PB2')?.key).toBe('BOOKING_NOT_FOUND');
    expect(bookingChangeRefusal(stored, 'cancel', 'PB1')).toBeUndefined();
    const cancelled = cancelBooking(stored, { at: at(11), by: 'a' });
    expect(bookingChangeRefusal(cancelled, 'check')?.key).toBe('BOOKING_CANCELLED');
  });
});
