/**
 * The parking booking rules (spec/workers.md §3 "Parking booking", §4 "Parking bookings"), pure,
 * used unchanged by the server's processParkingBooking and the client's mutators. Decisions where
 * the spec is silent:
 * - A booking holds its space over [start, end): one ending at 10:00 and one starting at 10:00
 *   do not overlap; one minute more and they do.
 * - On-demand: start and end on the same calendar day in the booking's time zone (an end at the
 *   next midnight is still the same day); the vehicle (its plate or a secondary plate) has no
 *   other active booking overlapping it at the location; and there is space.
 * - Provisioned bookings may span days (up to MAX_BOOKING_SPAN_MS) but need space and a vehicle
 *   without an overlapping booking too: a bay cannot hold two cars, a car cannot be in two bays.
 * - Space: a location has sections of numbered bays (`{section}-{n}`, from 1). A SECTION booking
 *   needs, at every moment of its time, fewer active bookings in its section than bays; a bay
 *   booking needs its bay free (without a bay named, the first free bay is assigned). Without a
 *   section named, the first section (in configured order) with space is assigned. Cancelled
 *   bookings hold nothing.
 */

type Image = Record<string, unknown>;

export const PARKING_ALLOCATION_TYPES = ['SECTION', 'BAY'] as const;
export type ParkingAllocationType = (typeof PARKING_ALLOCATION_TYPES)[number];

/** A booking's state: booked, checked (its arrival confirmed), or cancelled. */
export const PARKING_BOOKING_STATUSES = ['BOOKED', 'CHECKED', 'CANCELLED'] as const;
export type ParkingBookingStatus = (typeof PARKING_BOOKING_STATUSES)[number];

/** The longest booking (a provisioned one; an on-demand one ends the day it starts). */
export const MAX_BOOKING_SPAN_MS = 31 * 24 * 60 * 60_000;

/** One section of a location's car park and how many bays it has. */
export interface ParkingSection {
  section: string;
  bays: number;
}

/** The bays of a section, in order: `P1-1`, `P1-2`, ... */
export function sectionBays(section: ParkingSection): string[] {
  return Array.from({ length: section.bays }, (_, index) => `${section.section}-${index + 1}`);
}

/** What the rules need of a stored booking. */
export interface BookingSpan {
  BookingRefCode: string;
  start: number;
  end: number;
  plates: readonly string[];
  section: string | undefined;
  bay: string | undefined;
  status: ParkingBookingStatus;
}

/** What the rules need of a booking asked for. */
export interface BookingAsk {
  bookingType: 'ONDEMAND' | 'PROVISIONED';
  start: number;
  end: number;
  timeZone: string;
  plates: readonly string[];
  allocationType: ParkingAllocationType;
  section?: string | undefined;
  bay?: string | undefined;
}

export type BookingBlockReason =
  | 'MULTI_DAY'
  | 'TOO_LONG'
  | 'OVERLAP'
  | 'NO_SPACE'
  | 'UNKNOWN_SECTION'
  | 'UNKNOWN_BAY';

/** Why a booking is refused; `message` is what the server answers (spec: passed through). */
export interface BookingBlock {
  reason: BookingBlockReason;
  message: string;
}

export type BookingDecision =
  | { allowed: true; section: string; bay: string | undefined }
  | { allowed: false; block: BookingBlock };

/** Whether [aStart, aEnd) and [bStart, bEnd) share a moment. */
export function spansOverlap(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day (YYYY-MM-DD) of `time` in `timeZone`. */
export function calendarDay(time: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(time);
}

/** Whether [start, end) lies within one calendar day of `timeZone` (end at midnight included). */
export function withinOneDay(start: number, end: number, timeZone: string): boolean {
  return end > start && calendarDay(start, timeZone) === calendarDay(end - 1, timeZone);
}

/** `25 Nov 2026 09:00` in the booking's time zone, for the refusal messages. */
function when(time: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(time)
    .replace(',', '');
}

function period(ask: BookingAsk): string {
  return `from ${when(ask.start, ask.timeZone)} to ${when(ask.end, ask.timeZone)}`;
}

const active = (booking: BookingSpan) => booking.status !== 'CANCELLED';

/** The most bookings of `held` active at one moment of [start, end). */
export function peakOccupancy(held: readonly BookingSpan[], start: number, end: number): number {
  const during = held.filter((b) => spansOverlap(b.start, b.end, start, end));
  const moments = [start, ...during.map((b) => b.start).filter((t) => t > start && t < end)];
  let peak = 0;
  for (const moment of moments) {
    const count = during.filter((b) => b.start <= moment && moment < b.end).length;
    if (count > peak) peak = count;
  }
  return peak;
}

function firstFreeBay(section: ParkingSection, held: readonly BookingSpan[]): string | undefined {
  const taken = new Set(
    held.filter((b) => b.section === section.section && b.bay !== undefined).map((b) => b.bay),
  );
  return sectionBays(section).find((bay) => !taken.has(bay));
}

function spaceIn(
  section: ParkingSection,
  held: readonly BookingSpan[],
  ask: BookingAsk,
): BookingDecision {
  const inSection = held.filter((b) => b.section === section.section);
  if (peakOccupancy(inSection, ask.start, ask.end) >= section.bays) {
    return blocked(
      'NO_SPACE',
      `No space in section ${section.section} ${period(ask)}: all ${section.bays} bays are booked.`,
    );
  }
  if (ask.allocationType === 'SECTION')
    return { allowed: true, section: section.section, bay: undefined };
  if (ask.bay !== undefined) {
    if (!sectionBays(section).includes(ask.bay)) {
      return blocked('UNKNOWN_BAY', `There is no bay ${ask.bay} in section ${section.section}.`);
    }
    const holder = inSection.find((b) => b.bay === ask.bay);
    if (holder) {
      return blocked(
        'NO_SPACE',
        `Bay ${ask.bay} is booked ${period({ ...ask, start: holder.start, end: holder.end })} (${holder.BookingRefCode}).`,
      );
    }
    return { allowed: true, section: section.section, bay: ask.bay };
  }
  const bay = firstFreeBay(section, inSection);
  if (bay === undefined) {
    return blocked('NO_SPACE', `No bay is free in section ${section.section} ${period(ask)}.`);
  }
  return { allowed: true, section: section.section, bay };
}

function blocked(reason: BookingBlockReason, message: string): BookingDecision {
  return { allowed: false, block: { reason, message } };
}

/**
 * Whether `ask` may be booked at a location with `capacity`, next to the location's `existing`
 * bookings; when it may, the section and bay it gets.
 */
export function decideBooking(
  ask: BookingAsk,
  existing: readonly BookingSpan[],
  capacity: readonly ParkingSection[],
): BookingDecision {
  if (ask.end - ask.start > MAX_BOOKING_SPAN_MS) {
    return blocked('TOO_LONG', 'A booking may last at most 31 days.');
  }
  if (ask.bookingType === 'ONDEMAND' && !withinOneDay(ask.start, ask.end, ask.timeZone)) {
    return blocked('MULTI_DAY', 'An on-demand booking must start and end on the same day.');
  }
  const held = existing.filter(
    (b) => active(b) && spansOverlap(b.start, b.end, ask.start, ask.end),
  );
  const plates = new Set(ask.plates);
  const clash = held.find((b) => b.plates.some((plate) => plates.has(plate)));
  if (clash) {
    const plate = clash.plates.find((p) => plates.has(p));
    return blocked(
      'OVERLAP',
      `The vehicle ${plate} already has booking ${clash.BookingRefCode} ${period({ ...ask, start: clash.start, end: clash.end })}.`,
    );
  }
  if (ask.section !== undefined) {
    const section = capacity.find((s) => s.section === ask.section);
    if (!section) {
      return blocked('UNKNOWN_SECTION', `There is no parking section ${ask.section} here.`);
    }
    return spaceIn(section, held, ask);
  }
  if (capacity.length === 0) {
    return blocked('NO_SPACE', 'This location has no parking sections.');
  }
  const decisions = capacity.map((section) => spaceIn(section, held, ask));
  const first = decisions.find((decision) => decision.allowed);
  if (first) return first;
  // One section: its own reason; several: none of them has space.
  if (decisions.length === 1 && decisions[0]) return decisions[0];
  return blocked('NO_SPACE', `No parking space is free ${period(ask)}.`);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const objectOf = (value: unknown): Image =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Image) : {};

/** The status of a stored booking (BOOKED when it has none). */
export function bookingStatusOf(record: Image): ParkingBookingStatus {
  const status = record.bookingStatus;
  return PARKING_BOOKING_STATUSES.find((s) => s === status) ?? 'BOOKED';
}

/** The plates of a booking: its plate and its secondary plates. */
export function bookingPlates(record: Image): string[] {
  const data = objectOf(record.parkingData);
  const secondary = Array.isArray(data.secondaryParkingLicensePlates)
    ? data.secondaryParkingLicensePlates.filter((p): p is string => typeof p === 'string')
    : [];
  const primary = text(data.parkingLicensePlate);
  return primary ? [primary, ...secondary] : secondary;
}

/** A stored booking as the rules see it (a booking without an end holds until its start + 1 ms). */
export function bookingSpanOf(record: Image): BookingSpan {
  const refs = objectOf(record.parkingProviderRefs);
  const start = Number(record.parkingBookingStartDTms ?? record.eventStartTime);
  const end = Number(record.parkingBookingEndDTms ?? start + 1);
  return {
    BookingRefCode: text(record.BookingRefCode) ?? '',
    start,
    end,
    plates: bookingPlates(record),
    section: text(refs.assignedParkingSection),
    bay: text(refs.assignedParkingBay),
    status: bookingStatusOf(record),
  };
}

/** The key of a booking: its start and its reference. */
export function parkingBookingKeyOf(start: number, refCode: string): string {
  return `${start}#${refCode}`;
}

/** Who changed a booking, and when (corrected client time offline, the server's clock there). */
export interface BookingChange {
  at: number;
  by: string;
}

export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';

/** Why a check or cancel is refused. */
export interface BookingChangeRefusal {
  key: 'BOOKING_NOT_FOUND' | 'BOOKING_CANCELLED';
  message: string;
}

/**
 * Refusal of a check or cancel, or undefined when it may go ahead: the booking must exist (with
 * the reference the user saw, for a cancel) and a cancelled one cannot be checked.
 */
export function bookingChangeRefusal(
  current: Image | undefined,
  change: 'check' | 'cancel',
  refCode?: string,
): BookingChangeRefusal | undefined {
  if (current === undefined || (refCode !== undefined && current.BookingRefCode !== refCode)) {
    return { key: 'BOOKING_NOT_FOUND', message: BOOKING_NOT_FOUND_MESSAGE };
  }
  if (change === 'check' && bookingStatusOf(current) === 'CANCELLED') {
    return {
      key: 'BOOKING_CANCELLED',
      message: 'This booking was cancelled and cannot be checked.',
    };
  }
  return undefined;
}

/** The booking checked (its arrival confirmed); a checked or cancelled one stays as it is. */
export function checkBooking<T extends Image>(current: T, change: BookingChange): T {
  if (bookingStatusOf(current) !== 'BOOKED') return current;
  return {
    ...current,
    bookingStatus: 'CHECKED',
    checkedTimestamp: change.at,
    checkedBy: change.by,
  };
}

/** The booking cancelled; a cancelled one stays as it is. */
export function cancelBooking<T extends Image>(current: T, change: BookingChange): T {
  if (bookingStatusOf(current) === 'CANCELLED') return current;
  return {
    ...current,
    bookingStatus: 'CANCELLED',
    cancelledTimestamp: change.at,
    cancelledBy: change.by,
  };
}
