import type { RecordUpsert } from '../api/records/writeRecords.ts';
import { pick, randomPerson } from './people.ts';
import { startOfDay } from './visitorHistory.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const VEHICLES = [
  ['Toyota', 'Corolla'],
  ['Volkswagen', 'Polo'],
  ['Ford', 'Ranger'],
  ['BMW', '3 Series'],
  ['Hyundai', 'i20'],
] as const;

/** Every demo site's car park: a general section and a small one of numbered bays. */
export const DEMO_PARKING_SECTIONS = [
  { section: 'P1', bays: 30 },
  { section: 'P2', bays: 8 },
] as const;

export function randomPlate(random: () => number): string {
  const letters = Array.from({ length: 3 }, () =>
    String.fromCharCode(65 + Math.floor(random() * 26)),
  ).join('');
  return `${letters}${String(Math.floor(random() * 1000)).padStart(3, '0')}GP`;
}

/** A random driver, vehicle and passenger count, as a parking scanner reads them. */
export function randomVehicleVisit(random: () => number) {
  const { firstName, lastName } = randomPerson(random);
  const [vehicleMake, vehicleModel] = pick(random, VEHICLES);
  return { firstName, lastName, vehicleMake, vehicleModel, passengers: Math.floor(random() * 3) };
}

/** A vehicle entering (ON_SITE, CHECKED_IN) or leaving (OFF_SITE, CHECKED_OUT) a site. */
export function parkingEventUpsert(
  hierarchy: string,
  at: number,
  plate: string,
  entering: boolean,
  random: () => number,
): RecordUpsert {
  const key = `${at}#${plate}`;
  const { firstName, lastName, vehicleMake, vehicleModel, passengers } = randomVehicleVisit(random);
  return {
    kind: 'upsert',
    hierarchy,
    key,
    eventTime: at,
    record: {
      evtTimeStamp: at,
      evtTimeStampUniqueAttributeValue: key,
      vehicleStatus: entering ? 'ON_SITE' : 'OFF_SITE',
      visitorStatus: entering ? 'CHECKED_IN' : 'CHECKED_OUT',
      leadingEvent: {
        passengers,
        vehicleDetails: { vehicleMake, vehicleModel, parkingLicensePlate: plate },
        personDetails: { firstName, lastName },
      },
      relatedEvents: [],
    },
  };
}

function bookingUpsert(hierarchy: string, start: number, random: () => number): RecordUpsert {
  const person = randomPerson(random);
  const BookingRefCode = `PB${Math.floor(random() * 1e6)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0')}`;
  const parkingBookingKey = `${start}#${BookingRefCode}`;
  return {
    kind: 'upsert',
    hierarchy,
    key: parkingBookingKey,
    eventTime: start,
    record: {
      parkingBookingKey,
      BookingRefCode,
      eventStartTime: start,
      parkingBookingStartDTms: start,
      parkingBookingEndDTms: start + 8 * HOUR,
      bookingType: random() < 0.5 ? 'ONDEMAND' : 'PROVISIONED',
      firstName: person.firstName,
      lastName: person.lastName,
      company: person.company,
      email: person.email,
      phoneNumber: person.phoneNumber,
      parkingData: { parkingLicensePlate: randomPlate(random) },
      parkingProviderRefs: { parkingAllocationType: 'SECTION', assignedParkingSection: 'P1' },
    },
  };
}

/** Two days of arrivals and departures per site (some still parked) and bookings for two days. */
export function planParking(sites: readonly string[], now: number, random: () => number) {
  const today = startOfDay(now);
  const events: RecordUpsert[] = [];
  const bookings: RecordUpsert[] = [];
  for (const site of sites) {
    for (let back = 1; back >= 0; back--) {
      for (let i = 0; i < 3; i++) {
        const arrive = today - back * DAY + 7 * HOUR + Math.floor(random() * 6 * HOUR);
        if (arrive >= now) continue;
        const plate = randomPlate(random);
        events.push(parkingEventUpsert(site, arrive, plate, true, random));
        const leave = arrive + HOUR + Math.floor(random() * 5 * HOUR);
        if (leave < now && (back > 0 || random() < 0.5)) {
          events.push(parkingEventUpsert(site, leave, plate, false, random));
        }
      }
    }
    for (let i = 0; i < 3; i++) {
      bookings.push(bookingUpsert(site, today + (i % 2) * DAY + (8 + i) * HOUR, random));
    }
  }
  return { events, bookings };
}
