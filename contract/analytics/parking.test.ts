import { describe, expect, it } from 'vitest';
import {
  aggregateParking,
  type ParkingAnalyticsEvent,
  parkingAnalyticsEventOf,
} from './parking.ts';

const UTC = 'UTC';
const SITE = 'acme#north';
/** Monday 2026-11-02 and Tuesday 2026-11-03, whole days in UTC. */
const TWO_DAYS = {
  beginTime: Date.parse('2026-11-02T00:00:00Z'),
  endTime: Date.parse('2026-11-03T23:59:59.999Z'),
};
const LATER = Date.parse('2026-12-01T00:00:00Z');

const event = (
  iso: string,
  movement: ParkingAnalyticsEvent['movement'],
  plate: string | null = 'CA123',
  booked = false,
): ParkingAnalyticsEvent => ({
  hierarchy: SITE,
  evtTimeStamp: Date.parse(iso),
  plate,
  movement,
  booked,
});

const run = (events: ParkingAnalyticsEvent[], now = LATER, range = TWO_DAYS, timeZone = UTC) =>
  aggregateParking({ events, range, timeZone, now });
const hour = (figures: ReturnType<typeof run>, h: number) => figures.hours[h]!;

describe('aggregateParking: arrivals per hour', () => {
  it('counts arrivals at the hour they happen, the last millisecond of an hour in that hour', () => {
    const figures = run([
      event('2026-11-02T08:00:00Z', 'ARRIVAL', 'A1'),
      event('2026-11-02T08:59:59.999Z', 'ARRIVAL', 'A2'),
      event('2026-11-03T09:00:00Z', 'ARRIVAL', 'A3'),
      event('2026-11-03T10:00:00Z', 'DEPARTURE', 'A3'),
      event('2026-11-03T11:00:00Z', null, 'A4'),
    ]);
    expect(hour(figures, 8).arrivals).toBe(2);
    expect(hour(figures, 9).arrivals).toBe(1);
    expect(figures.hours.reduce((sum, h) => sum + h.arrivals, 0)).toBe(3);
    expect(figures.hours).toHaveLength(24);
  });

  it('leaves out events before the range and after it, by one millisecond', () => {
    const figures = run([
      event('2026-11-01T23:59:59.999Z', 'ARRIVAL', 'B1'),
      event('2026-11-04T00:00:00Z', 'ARRIVAL', 'B2'),
      event('2026-11-02T00:00:00Z', 'ARRIVAL', 'B3'),
    ]);
    expect(figures.totals.arrivals).toBe(1);
    expect(hour(figures, 0).arrivals).toBe(1);
  });

  it('uses the range zone: 06:30 UTC is 08:30 in Johannesburg', () => {
    const range = {
      beginTime: Date.parse('2026-11-01T22:00:00Z'),
      endTime: Date.parse('2026-11-02T21:59:59.999Z'),
    };
    const figures = run(
      [event('2026-11-02T06:30:00Z', 'ARRIVAL')],
      LATER,
      range,
      'Africa/Johannesburg',
    );
    expect(hour(figures, 8).arrivals).toBe(1);
    expect(figures.days.map((d) => d.day)).toEqual(['2026-11-02']);
  });
});

describe('aggregateParking: occupancy over the day', () => {
  it('counts a vehicle in every hour it was on site, and not in the hour it left at its start', () => {
    const figures = run([
      event('2026-11-02T08:30:00Z', 'ARRIVAL'),
      event('2026-11-02T11:00:00Z', 'DEPARTURE'),
    ]);
    expect([7, 8, 9, 10, 11].map((h) => hour(figures, h).peakOccupancy)).toEqual([0, 1, 1, 1, 0]);
    // One day of two with the vehicle: 0.5 on average.
    expect(hour(figures, 9).averageOccupancy).toBe(0.5);
    expect(figures.totals.peakOccupancy).toBe(1);
  });

  it('a departure one millisecond into an hour counts that hour', () => {
    const figures = run([
      event('2026-11-02T08:30:00Z', 'ARRIVAL'),
      event('2026-11-02T11:00:00.001Z', 'DEPARTURE'),
    ]);
    expect(hour(figures, 11).peakOccupancy).toBe(1);
  });

  it('a stay over midnight counts on both days', () => {
    const figures = run([
      event('2026-11-02T23:30:00Z', 'ARRIVAL'),
      event('2026-11-03T00:30:00Z', 'DEPARTURE'),
    ]);
    expect(hour(figures, 23).peakOccupancy).toBe(1);
    expect(hour(figures, 0).peakOccupancy).toBe(1);
    expect(hour(figures, 0).averageOccupancy).toBe(0.5);
  });

  it('a departure without an arrival in the range was on site from the range start', () => {
    const figures = run([event('2026-11-02T02:30:00Z', 'DEPARTURE')]);
    expect([0, 1, 2, 3].map((h) => hour(figures, h).peakOccupancy)).toEqual([1, 1, 1, 0]);
    expect(figures.totals.arrivals).toBe(0);
  });

  it('a vehicle still on site counts until now, not to the end of the range', () => {
    const now = Date.parse('2026-11-03T10:15:00Z');
    const figures = run([event('2026-11-03T08:00:00Z', 'ARRIVAL')], now);
    expect([8, 9, 10, 11].map((h) => hour(figures, h).peakOccupancy)).toEqual([1, 1, 1, 0]);
  });

  it('two vehicles at once make a peak of two; the same plate at two sites is two vehicles', () => {
    const figures = run([
      event('2026-11-02T09:00:00Z', 'ARRIVAL', 'C1'),
      { ...event('2026-11-02T09:10:00Z', 'ARRIVAL', 'C1'), hierarchy: 'acme#south' },
      event('2026-11-02T09:20:00Z', 'ARRIVAL', 'C1'), // already on site: the same stay
      event('2026-11-02T09:40:00Z', 'DEPARTURE', 'C1'),
      { ...event('2026-11-02T09:50:00Z', 'DEPARTURE', 'C1'), hierarchy: 'acme#south' },
    ]);
    expect(hour(figures, 9).peakOccupancy).toBe(2);
    expect(hour(figures, 10).peakOccupancy).toBe(0);
    expect(figures.totals.arrivals).toBe(3);
  });

  it('arrivals without a plate count as arrivals only', () => {
    const figures = run([event('2026-11-02T09:00:00Z', 'ARRIVAL', null)]);
    expect(figures.totals.arrivals).toBe(1);
    expect(figures.totals.peakOccupancy).toBe(0);
  });
});

describe('aggregateParking: bookings vs walk-ins', () => {
  it('splits arrivals by whether they name a booking, per day and in total', () => {
    const figures = run([
      event('2026-11-02T09:00:00Z', 'ARRIVAL', 'D1', true),
      event('2026-11-02T10:00:00Z', 'ARRIVAL', 'D2'),
      event('2026-11-03T00:00:00Z', 'ARRIVAL', 'D3', true),
      event('2026-11-03T23:59:59.999Z', 'ARRIVAL', 'D4'),
      event('2026-11-03T12:00:00Z', 'DEPARTURE', 'D3', true),
    ]);
    expect(figures.days).toEqual([
      { day: '2026-11-02', booked: 1, walkIns: 1 },
      { day: '2026-11-03', booked: 1, walkIns: 1 },
    ]);
    expect(figures.totals).toMatchObject({ arrivals: 4, booked: 2, walkIns: 2 });
  });

  it('gives an empty range its days and hours with zeros', () => {
    const figures = run([]);
    expect(figures.days).toHaveLength(2);
    expect(figures.totals).toEqual({ arrivals: 0, booked: 0, walkIns: 0, peakOccupancy: 0 });
    expect(figures.hours.every((h) => h.averageOccupancy === 0)).toBe(true);
  });

  it('refuses an unknown zone and a range that ends before it starts', () => {
    expect(() => run([], LATER, TWO_DAYS, 'Mars/Olympus')).toThrow(RangeError);
    expect(() =>
      run([], LATER, { beginTime: TWO_DAYS.endTime, endTime: TWO_DAYS.beginTime }),
    ).toThrow(RangeError);
  });
});

describe('parkingAnalyticsEventOf', () => {
  it('reads movement, plate and booking from a stored event', () => {
    expect(
      parkingAnalyticsEventOf({
        EntityHierarchy: SITE,
        evtTimeStamp: 5,
        vehicleStatus: 'ON_SITE',
        leadingEvent: {
          vehicleDetails: { parkingLicensePlate: ' ca 123 ' },
          parkingBookingDetails: { BookingRefCode: 'PB1' },
        },
      }),
    ).toEqual({
      hierarchy: SITE,
      evtTimeStamp: 5,
      plate: 'CA 123',
      movement: 'ARRIVAL',
      booked: true,
    });
  });

  it('takes the check state without a vehicle status, and UNKNOWN as no movement', () => {
    const base = { EntityHierarchy: SITE, evtTimeStamp: 5 };
    expect(parkingAnalyticsEventOf({ ...base, visitorStatus: 'CHECKED_OUT' })?.movement).toBe(
      'DEPARTURE',
    );
    expect(parkingAnalyticsEventOf({ ...base, vehicleStatus: 'UNKNOWN' })?.movement).toBeNull();
    expect(
      parkingAnalyticsEventOf({ ...base, leadingEvent: { parkingBookingDetails: {} } }),
    ).toEqual({ hierarchy: SITE, evtTimeStamp: 5, plate: null, movement: null, booked: false });
  });

  it('is null without a usable time or location', () => {
    expect(parkingAnalyticsEventOf({ EntityHierarchy: SITE, evtTimeStamp: '5' })).toBeNull();
    expect(parkingAnalyticsEventOf({ evtTimeStamp: 5 })).toBeNull();
    expect(parkingAnalyticsEventOf(null)).toBeNull();
  });
});
