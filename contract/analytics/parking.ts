import { type AnalyticsRange, rangeDays } from './rangeDays.ts';
import { localHour, startOfLocalDay, zoneOffset } from './zonedTime.ts';

/**
 * Parking analytics (issue 14: occupancy over the day, arrivals per hour, bookings vs walk-ins),
 * the same on any side that has the parking log of a range of whole days. Decisions where the
 * spec is silent:
 * - An arrival is an event whose vehicle is ON_SITE (or, without a vehicle status, CHECKED_IN);
 *   a departure OFF_SITE (or CHECKED_OUT). UNKNOWN events count for neither.
 * - A stay pairs a vehicle's arrival with its next departure at the same location (by licence
 *   plate). A departure with no arrival in the range was on site from the range's start; an
 *   arrival not followed by a departure stays until the range's end, or now if that is earlier.
 *   A second arrival of a vehicle already on site is the same stay. Events without a plate count
 *   as arrivals but cannot be placed in a stay.
 * - Occupancy of an hour of one day: the vehicles on site at any moment of that hour. The figure
 *   per hour of the day is the average over the range's days (one decimal) and the highest day.
 * - Hours are the range's zone's (the zone the range was picked in): a parking event carries no
 *   zone of its own. On a day a clock change makes 23 or 25 hours long, an hour counts once per
 *   time it occurs.
 * - Booked: the arrival's leading event names a booking (parkingBookingDetails); else a walk-in.
 */

export interface ParkingAnalyticsEvent {
  hierarchy: string;
  evtTimeStamp: number;
  plate: string | null;
  movement: 'ARRIVAL' | 'DEPARTURE' | null;
  booked: boolean;
}

export interface ParkingAnalyticsInput {
  events: Iterable<ParkingAnalyticsEvent>;
  range: AnalyticsRange;
  timeZone: string;
  /** The current time: a vehicle still on site is counted up to here. */
  now: number;
}

export interface ParkingHourFigure {
  /** 0 (00:00–01:00) to 23. */
  hour: number;
  arrivals: number;
  /** Vehicles on site during this hour, averaged over the range's days (one decimal). */
  averageOccupancy: number;
  /** The most vehicles on site during this hour on one day of the range. */
  peakOccupancy: number;
}

export interface ParkingDayFigure {
  day: string;
  booked: number;
  walkIns: number;
}

export interface ParkingFigures {
  timeZone: string;
  beginTime: number;
  endTime: number;
  rangeProblem: string | null;
  totals: { arrivals: number; booked: number; walkIns: number; peakOccupancy: number };
  hours: ParkingHourFigure[];
  days: ParkingDayFigure[];
}

const HOUR_MS = 3_600_000;

interface Slot {
  start: number;
  end: number;
  hour: number;
  count: number;
}

/** Every hour of the range's days, in time order (a 23- or 25-hour day has 23 or 25). */
function hourSlots(days: readonly string[], zone: string, endTime: number): Slot[][] {
  return days.map((day, index) => {
    const start = startOfLocalDay(day, zone);
    const next = days[index + 1];
    const end = next === undefined ? endTime + 1 : startOfLocalDay(next, zone);
    const slots: Slot[] = [];
    for (let at = start; at < end; at += HOUR_MS) {
      slots.push({
        start: at,
        end: Math.min(at + HOUR_MS, end),
        hour: localHour(at, zone),
        count: 0,
      });
    }
    return slots;
  });
}

/** Adds a stay [from, to) to every slot it shares a moment with. */
function occupy(slots: Slot[], from: number, to: number): void {
  if (!(to > from)) return;
  let low = 0;
  let high = slots.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (slots[middle]!.end <= from) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < slots.length && slots[i]!.start < to; i++) slots[i]!.count++;
}

export function aggregateParking(input: ParkingAnalyticsInput): ParkingFigures {
  const { timeZone } = input;
  zoneOffset(0, timeZone); // a RangeError for an unknown zone
  const range = rangeDays(input.range, timeZone);
  const { beginTime, endTime } = range;
  const byDay = hourSlots(range.days, timeZone, endTime);
  const slots = byDay.flat();
  const dayIndex = (time: number) => {
    for (let d = byDay.length - 1; d >= 0; d--) if ((byDay[d]![0]?.start ?? 0) <= time) return d;
    return 0;
  };
  const arrivalsByHour = Array.from({ length: 24 }, () => 0);
  const days = range.days.map((day) => ({ day, booked: 0, walkIns: 0 }));
  const events = [...input.events]
    .filter((e) => e.movement !== null && e.evtTimeStamp >= beginTime && e.evtTimeStamp <= endTime)
    .sort((a, b) => a.evtTimeStamp - b.evtTimeStamp);
  const onSite = new Map<string, number>();
  let booked = 0;
  let walkIns = 0;
  for (const event of events) {
    const time = event.evtTimeStamp;
    const vehicle = event.plate === null ? null : `${event.hierarchy}\n${event.plate}`;
    if (event.movement === 'ARRIVAL') {
      arrivalsByHour[localHour(time, timeZone)]!++;
      const day = days[dayIndex(time)]!;
      if (event.booked) {
        booked++;
        day.booked++;
      } else {
        walkIns++;
        day.walkIns++;
      }
      if (vehicle !== null && !onSite.has(vehicle)) onSite.set(vehicle, time);
    } else if (vehicle !== null) {
      occupy(slots, onSite.get(vehicle) ?? beginTime, time);
      onSite.delete(vehicle);
    }
  }
  const until = Math.min(endTime + 1, input.now);
  for (const since of onSite.values()) occupy(slots, since, until);

  const dayCount = Math.max(1, range.days.length);
  const hours = arrivalsByHour.map((arrivals, hour) => {
    const counts = slots.filter((slot) => slot.hour === hour).map((slot) => slot.count);
    const sum = counts.reduce((total, count) => total + count, 0);
    return {
      hour,
      arrivals,
      averageOccupancy: Math.round((sum / dayCount) * 10) / 10,
      peakOccupancy: Math.max(0, ...counts),
    };
  });
  return {
    timeZone,
    beginTime,
    endTime,
    rangeProblem: range.problem,
    totals: {
      arrivals: booked + walkIns,
      booked,
      walkIns,
      peakOccupancy: Math.max(0, ...slots.map((slot) => slot.count)),
    },
    hours,
    days,
  };
}

const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const field = (record: Record<string, unknown> | undefined, name: string): unknown =>
  record && Object.hasOwn(record, name) ? record[name] : undefined;

/**
 * What parking analytics reads from a stored parking log event, field by field: a record of an
 * older shape still counts with what it has; null without a usable time or location.
 */
export function parkingAnalyticsEventOf(record: unknown): ParkingAnalyticsEvent | null {
  const event = objectOf(record);
  const time = field(event, 'evtTimeStamp');
  const hierarchy = field(event, 'EntityHierarchy');
  if (typeof time !== 'number' || !Number.isFinite(time) || typeof hierarchy !== 'string') {
    return null;
  }
  const vehicleStatus = field(event, 'vehicleStatus');
  const visitorStatus = field(event, 'visitorStatus');
  const movement =
    vehicleStatus === 'ON_SITE' || (vehicleStatus === undefined && visitorStatus === 'CHECKED_IN')
      ? 'ARRIVAL'
      : vehicleStatus === 'OFF_SITE' ||
          (vehicleStatus === undefined && visitorStatus === 'CHECKED_OUT')
        ? 'DEPARTURE'
        : null;
  const leading = objectOf(field(event, 'leadingEvent'));
  const plate = field(objectOf(field(leading, 'vehicleDetails')), 'parkingLicensePlate');
  const booking = objectOf(field(leading, 'parkingBookingDetails'));
  return {
    hierarchy,
    evtTimeStamp: time,
    plate: typeof plate === 'string' && plate.trim() !== '' ? plate.trim().toUpperCase() : null,
    movement,
    booked: booking !== undefined && Object.keys(booking).length > 0,
  };
}
