import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isClockIn,
  isParkingArrival,
  latestStays,
  leftAtAfter,
  plateIdentity,
} from '../../../contract/presence.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { writeRecords } from '../records/writeRecords.ts';
import { personStay } from './personStays.ts';

// The SQL in personStays.ts mirrors contract/presence.ts: on generated events (ties, several
// people or plates, plates with surrounding white space), both must say the same "left at".

let db: Database;
let run = 0;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
});

afterAll(async () => {
  await db.close();
});

const BASE = Date.parse('2026-11-27T08:00:00Z');
const minutes = fc.integer({ min: 0, max: 12 }).map((m) => BASE + m * 60_000);

interface WorkerEvent {
  key: string;
  evtTimeStamp: number;
  ProfileId: string;
  eventType: 'CLOCK_IN' | 'CLOCK_OUT';
}

const workerEvents = fc
  .array(
    fc.record({
      at: minutes,
      ProfileId: fc.constantFrom('ann', 'bob'),
      eventType: fc.constantFrom('CLOCK_IN' as const, 'CLOCK_OUT' as const),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map((events) =>
    events.map(
      ({ at, ...rest }, index): WorkerEvent => ({
        key: `${at}#${rest.ProfileId}-${index}`,
        evtTimeStamp: at,
        ...rest,
      }),
    ),
  );

interface ParkingEvent {
  key: string;
  evtTimeStamp: number;
  plate: string;
  vehicleStatus: string;
}

const parkingEvents = fc
  .array(
    fc.record({
      at: minutes,
      plate: fc.constantFrom('CA 1', ' CA 1', 'CA 1\t', 'CA 2', '\u00a0CA 2\n', ''),
      vehicleStatus: fc.constantFrom('ON_SITE', 'CHECKED_IN', 'LEFT', 'CHECKED_OUT'),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map((events) =>
    events.map(
      ({ at, ...rest }, index): ParkingEvent => ({
        key: `${at}#v${index}`,
        evtTimeStamp: at,
        ...rest,
      }),
    ),
  );

const NUM_RUNS = 40;

describe('personStays SQL against contract/presence.ts', () => {
  it("gives a worker's clock-in or clock-out the contract's departure", async () => {
    await fc.assert(
      fc.asyncProperty(workerEvents, async (events) => {
        const hierarchy = `acme#run${run++}`;
        await db.transaction((tx) =>
          writeRecords(
            tx,
            'workerLog',
            events.map(({ key, ...record }) => ({
              kind: 'upsert' as const,
              hierarchy,
              key,
              eventTime: record.evtTimeStamp,
              record: { evtTimeStampProfileID: key, ...record },
            })),
          ),
        );
        const isArrival = (event: WorkerEvent) => isClockIn(event.eventType);
        for (const event of events) {
          const same = events.filter((other) => other.ProfileId === event.ProfileId);
          const stay = await personStay(db, {
            EntityHierarchy: hierarchy,
            type: 'EMPLOYEE',
            evtTimeStampProfileID: event.key,
          });
          expect(stay?.leftAt).toBe(leftAtAfter(event, same, isArrival));
        }
        for (const { arrival, leftAt } of latestStays(events, (e) => e.ProfileId, isArrival)) {
          const stay = await personStay(db, {
            EntityHierarchy: hierarchy,
            type: 'EMPLOYEE',
            evtTimeStampProfileID: arrival.key,
          });
          expect(stay?.leftAt).toBe(leftAt);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("gives a vehicle's event the contract's departure, plates compared trimmed", async () => {
    await fc.assert(
      fc.asyncProperty(parkingEvents, async (events) => {
        const hierarchy = `acme#run${run++}`;
        await db.transaction((tx) =>
          writeRecords(
            tx,
            'parkingLog',
            events.map(({ key, plate, vehicleStatus, evtTimeStamp }) => ({
              kind: 'upsert' as const,
              hierarchy,
              key,
              eventTime: evtTimeStamp,
              record: {
                evtTimeStampUniqueAttributeValue: key,
                evtTimeStamp,
                vehicleStatus,
                leadingEvent: { vehicleDetails: { parkingLicensePlate: plate } },
              },
            })),
          ),
        );
        // The client's identity: the trimmed plate, or the event alone when it has none.
        const identity = (event: ParkingEvent) => plateIdentity(event.plate) || event.key;
        const isArrival = (event: ParkingEvent) => isParkingArrival(event.vehicleStatus);
        for (const event of events) {
          const same = events.filter((other) => identity(other) === identity(event));
          const stay = await personStay(db, {
            EntityHierarchy: hierarchy,
            type: 'PARKING',
            evtTimeStampUniqueAttributeValue: event.key,
          });
          expect(stay?.leftAt).toBe(leftAtAfter(event, same, isArrival));
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
