import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOOKING_ERROR_MESSAGE } from '../../contract/parkingBookings.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { writeParkingSections } from './parking/parkingCapacity.ts';

/**
 * processParkingBooking and the parking reads on real PGlite (spec/workers.md §4, §7): each
 * operation through app.inject, the on-demand rules against the stored capacity, access and
 * input checks, and the change feed of every write.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const SITE = 'acme#north#jhb-hq';
const SMALL_SITE = 'acme#north#polokwane';
const ZONE = 'Africa/Johannesburg';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date();
/** Local midnight (UTC+2) three days from now: every test books a day of its own. */
const FIRST_DAY =
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3) - 2 * HOUR;
let days = 0;
const nextDay = () => FIRST_DAY + days++ * DAY;
let run = 0;

function create(overrides: Record<string, unknown> = {}) {
  run += 1;
  return {
    bookingOperation: {
      operation: 'create',
      EntityHierarchy: SITE,
      bookingType: 'ONDEMAND',
      firstName: 'Pat',
      lastName: `Driver${run}`,
      email: 'pat@example.com',
      parkingData: { parkingLicensePlate: `ca ${run}-gp` },
      parkingProviderRefs: { parkingAllocationType: 'SECTION' },
      timeZone: ZONE,
      mutationId: `park-${run}`,
      ...overrides,
    },
  };
}

const book = (body: unknown, as = 'demo-admin') =>
  server.call('parkingOperations/processParkingBooking', body, as);

async function bookingsOf(hierarchy: string, begin: number, bookingTypes?: string[]) {
  const response = await server.call(
    'parkingOperations/parkingBookingLogRetrieval',
    { query: { hierarchies: [hierarchy], beginTime: begin, endTime: begin + DAY, bookingTypes } },
    'demo-admin',
  );
  expect(response.statusCode).toBe(200);
  return response.json().Items as Record<string, unknown>[];
}

describe('create', () => {
  test('an on-demand booking is stored, assigned a section, and sent as a change event', async () => {
    const day = nextDay();
    const feed = await server.feedCount();
    const response = await book(
      create({ parkingBookingStartDTms: day + 9 * HOUR, parkingBookingEndDTms: day + 17 * HOUR }),
    );
    expect(response.statusCode).toBe(200);
    const { key, bookingResult } = response.json();
    expect(key).toBe('OPERATION_PROCESSED');
    expect(bookingResult).toMatchObject({
      EntityHierarchy: SITE,
      bookingType: 'ONDEMAND',
      bookingStatus: 'BOOKED',
      eventStartTime: day + 9 * HOUR,
      parkingData: { parkingLicensePlate: `CA${run}GP` },
      parkingProviderRefs: { parkingAllocationType: 'SECTION', assignedParkingSection: 'P1' },
      createdBy: 'admin@example.com',
    });
    expect(bookingResult.parkingBookingKey).toBe(
      `${day + 9 * HOUR}#${bookingResult.BookingRefCode}`,
    );
    expect(await server.feedCount()).toBe(feed + 1);
    const listed = await bookingsOf(SITE, day, ['ONDEMAND']);
    expect(listed.map((b) => b.BookingRefCode)).toEqual([bookingResult.BookingRefCode]);
    expect(await bookingsOf(SITE, day, ['PROVISIONED'])).toEqual([]);
  });

  test('an overlap by one minute is refused with its reason; touching is fine', async () => {
    const day = nextDay();
    const plate = `OVL${run}`;
    const first = await book(
      create({
        parkingData: { parkingLicensePlate: plate },
        parkingBookingStartDTms: day + 9 * HOUR,
        parkingBookingEndDTms: day + 12 * HOUR,
      }),
    );
    expect(first.statusCode).toBe(200);
    const ref = first.json().bookingResult.BookingRefCode;
    const feed = await server.feedCount();
    const overlapping = await book(
      create({
        parkingData: { parkingLicensePlate: plate },
        parkingBookingStartDTms: day + 12 * HOUR - MINUTE,
        parkingBookingEndDTms: day + 14 * HOUR,
      }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().key).toBe('BOOKING_BLOCKED');
    expect(overlapping.json().message).toMatch(
      new RegExp(`^The vehicle ${plate} already has booking ${ref} from .* 09:00 to .* 12:00\\.$`),
    );
    expect(await server.feedCount()).toBe(feed);
    const touching = await book(
      create({
        parkingData: { parkingLicensePlate: plate },
        parkingBookingStartDTms: day + 12 * HOUR,
        parkingBookingEndDTms: day + 14 * HOUR,
      }),
    );
    expect(touching.statusCode).toBe(200);
  });

  test('an on-demand booking past midnight is refused; a provisioned one may span days', async () => {
    const day = nextDay();
    const overnight = {
      parkingBookingStartDTms: day + 20 * HOUR,
      parkingBookingEndDTms: day + DAY + MINUTE,
    };
    const refused = await book(create(overnight));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An on-demand booking must start and end on the same day.');
    const untilMidnight = await book(create({ ...overnight, parkingBookingEndDTms: day + DAY }));
    expect(untilMidnight.statusCode).toBe(200);
    const provisioned = await book(create({ ...overnight, bookingType: 'PROVISIONED' }));
    expect(provisioned.statusCode).toBe(200);
    expect(provisioned.json().bookingResult.bookingType).toBe('PROVISIONED');
  });

  test('the last bay is booked, then the location is full until a booking is cancelled', async () => {
    await server.db.transaction((tx) =>
      writeParkingSections(tx, SMALL_SITE, [{ section: 'A', bays: 2 }]),
    );
    const day = nextDay();
    const at = { parkingBookingStartDTms: day + 8 * HOUR, parkingBookingEndDTms: day + 10 * HOUR };
    const bay = (extra: Record<string, unknown> = {}) =>
      create({
        EntityHierarchy: SMALL_SITE,
        parkingProviderRefs: { parkingAllocationType: 'BAY' },
        ...at,
        ...extra,
      });
    const first = await book(bay());
    expect(first.json().bookingResult.parkingProviderRefs).toMatchObject({
      assignedParkingSection: 'A',
      assignedParkingBay: 'A-1',
    });
    const last = await book(bay());
    expect(last.statusCode).toBe(200);
    expect(last.json().bookingResult.parkingProviderRefs.assignedParkingBay).toBe('A-2');
    const full = await book(bay());
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^No space in section A from .*: all 2 bays are booked\.$/);
    const held = first.json().bookingResult;
    const cancelled = await book({
      bookingOperation: {
        operation: 'cancel',
        entries: [
          {
            EntityHierarchy: SMALL_SITE,
            parkingBookingKey: held.parkingBookingKey,
            BookingRefCode: held.BookingRefCode,
          },
        ],
        changedAt: Date.now(),
        mutationId: `cancel-${run}`,
      },
    });
    expect(cancelled.statusCode).toBe(200);
    const again = await book(bay());
    expect(again.statusCode).toBe(200);
    expect(again.json().bookingResult.parkingProviderRefs.assignedParkingBay).toBe('A-1');
  });

  test('an unknown section is refused with its reason', async () => {
    const day = nextDay();
    const response = await book(
      create({
        parkingProviderRefs: { parkingAllocationType: 'SECTION', assignedParkingSection: 'Z9' },
        parkingBookingStartDTms: day + 9 * HOUR,
        parkingBookingEndDTms: day + 10 * HOUR,
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('There is no parking section Z9 here.');
  });
});

describe('check and cancel', () => {
  async function booked() {
    const day = nextDay();
    const response = await book(
      create({ parkingBookingStartDTms: day + 9 * HOUR, parkingBookingEndDTms: day + 11 * HOUR }),
    );
    expect(response.statusCode).toBe(200);
    return response.json().bookingResult as Record<string, string> & { eventStartTime: number };
  }
  const change = (operation: 'check' | 'cancel', booking: Record<string, unknown>, ref?: string) =>
    operation === 'check'
      ? {
          bookingOperation: {
            operation,
            EntityHierarchy: SITE,
            parkingBookingKey: booking.parkingBookingKey,
            changedAt: Date.now(),
            mutationId: `chk-${++run}`,
          },
        }
      : {
          bookingOperation: {
            operation,
            entries: [
              {
                EntityHierarchy: SITE,
                parkingBookingKey: booking.parkingBookingKey,
                BookingRefCode: ref ?? booking.BookingRefCode,
              },
            ],
            changedAt: Date.now(),
            mutationId: `cnl-${++run}`,
          },
        };

  test('check marks the booking checked, once', async () => {
    const booking = await booked();
    const feed = await server.feedCount();
    const response = await book(change('check', booking));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'OPERATION_PROCESSED' });
    const [stored] = await bookingsOf(SITE, booking.eventStartTime - 9 * HOUR);
    expect(stored).toMatchObject({ bookingStatus: 'CHECKED', checkedBy: 'admin@example.com' });
    expect(await server.feedCount()).toBe(feed + 1);
    expect((await book(change('check', booking))).statusCode).toBe(200);
    expect(await server.feedCount()).toBe(feed + 1);
  });

  test('cancel needs the booking reference; a cancelled booking cannot be checked', async () => {
    const booking = await booked();
    const wrong = await book(change('cancel', booking, 'BKWRONG'));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ key: 'BOOKING_NOT_FOUND', message: 'Booking not found' });
    const cancelled = await book(change('cancel', booking));
    expect(cancelled.statusCode).toBe(200);
    const [stored] = await bookingsOf(SITE, booking.eventStartTime - 9 * HOUR);
    expect(stored).toMatchObject({ bookingStatus: 'CANCELLED', cancelledBy: 'admin@example.com' });
    const check = await book(change('check', booking));
    expect(check.statusCode).toBe(409);
    expect(check.json().key).toBe('BOOKING_CANCELLED');
  });

  test('a missing booking is not found', async () => {
    const response = await book(change('check', { parkingBookingKey: '1#BKNONE' }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Booking not found');
  });
});

describe('access and input', () => {
  test('a HOST may not book, nor read bookings', async () => {
    const day = nextDay();
    const body = create({
      parkingBookingStartDTms: day + 9 * HOUR,
      parkingBookingEndDTms: day + 10 * HOUR,
    });
    const refused = await book(body, 'demo-host');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe('NOT_AUTHORIZED');
    const read = await server.call(
      'parkingOperations/parkingBookingLogRetrieval',
      { query: { hierarchies: [SITE], beginTime: day, endTime: day + DAY } },
      'demo-host',
    );
    expect(read.statusCode).toBe(403);
  });

  test('amDisableParkingModule refuses booking, the booking log and the parking log', async () => {
    await server.db.query(
      `UPDATE users SET flags = flags || '{"amDisableParkingModule": true}' WHERE sub = 'demo-marshal'`,
    );
    const day = nextDay();
    const south = 'acme#south#cape-town';
    const body = create({
      EntityHierarchy: south,
      parkingBookingStartDTms: day + 9 * HOUR,
      parkingBookingEndDTms: day + 10 * HOUR,
    });
    expect((await book(body, 'demo-marshal')).statusCode).toBe(403);
    const query = { query: { hierarchies: [south], beginTime: day, endTime: day + DAY } };
    for (const operation of [
      'parkingOperations/parkingBookingLogRetrieval',
      'parkingOperations/retrieveParkingEvents',
    ] as const) {
      expect((await server.call(operation, query, 'demo-marshal')).statusCode).toBe(403);
    }
    await server.db.query(
      `UPDATE users SET flags = flags - 'amDisableParkingModule' WHERE sub = 'demo-marshal'`,
    );
    expect((await book(body, 'demo-marshal')).statusCode).toBe(200);
  });

  test('bad input is refused with the field and stores nothing', async () => {
    const day = nextDay();
    const feed = await server.feedCount();
    const backwards = await book(
      create({ parkingBookingStartDTms: day + 10 * HOUR, parkingBookingEndDTms: day + 9 * HOUR }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('parkingBookingEndDTms');
    const plate = await book(
      create({
        parkingData: { parkingLicensePlate: 'AB<script>' },
        parkingBookingStartDTms: day + 9 * HOUR,
        parkingBookingEndDTms: day + 10 * HOUR,
      }),
    );
    expect(plate.statusCode).toBe(400);
    expect(plate.json().message).toContain('parkingLicensePlate');
    expect(await server.feedCount()).toBe(feed);
  });

  test('the spec message for an unexplained failure is the contract’s', () => {
    expect(BOOKING_ERROR_MESSAGE).toBe(
      'There was an error processing your booking. Please try again.',
    );
  });
});

describe('parking event reads', () => {
  test("retrieveParkingEvents answers the site's vehicles of the window, newest change first", async () => {
    const begin = Date.now() - 2 * DAY;
    const response = await server.call(
      'parkingOperations/retrieveParkingEvents',
      { query: { hierarchies: [SITE], beginTime: begin, endTime: Date.now() } },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    const items = response.json().Items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.EntityHierarchy).toBe(SITE);
      expect(['ON_SITE', 'OFF_SITE']).toContain(item.vehicleStatus);
    }
    const host = await server.call(
      'parkingOperations/retrieveParkingEvents',
      { query: { hierarchies: [SITE], beginTime: begin, endTime: Date.now() } },
      'demo-host',
    );
    expect(host.statusCode).toBe(403);
  });
});
