import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { zoneOffset } from '../../contract/analytics/zonedTime.ts';
import { siteDay, siteDayLimits } from '../../contract/siteDays.ts';
import { setLocationFeatures } from '../testing/locationFeatures.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { writeRecords } from './records/writeRecords.ts';

/*
 * Events devices and integrations record through the API (issue 33 item 7): clock events,
 * pre-screenings and parking events, each a defined operation with its access policy.
 */

const CLOCK = 'workerLogOperations/recordClockEvent';
const SCREEN = 'preScreeningOperations/recordPreScreening';
const PARK = 'parkingOperations/recordParkingEvent';
const REGION = 'acme#north';
const SITE = 'acme#north#jhb-hq';
const OTHER_SITE = 'acme#north#polokwane';
/** Clock-ins here need today's screening PASSED. */
const SCREENED_SITE = 'acme#north#pretoria';
/** Its region asks its own questions. */
const QUESTIONS_REGION = 'acme#south';
const QUESTIONS_SITE = 'acme#south#cape-town';
/** Its location configuration names Europe/London. */
const LONDON_SITE = 'acme#south#george';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Date.now();

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await setLocationFeatures(server.db, SCREENED_SITE, { employeePreScreeningRequired: true });
  await server.db.query(
    `UPDATE locations SET features = features || $2::jsonb WHERE hierarchy = $1`,
    [
      QUESTIONS_REGION,
      JSON.stringify({ employeePreScreeningQuestions: 'temperatureOk=true, symptoms=no, mask' }),
    ],
  );
  const saved = await server.call(
    'configurationOperations/saveLocationSettings',
    {
      EntityHierarchy: LONDON_SITE,
      section: 'locationConfig',
      lmt: 0,
      value: { enabled: true, locationShortDescription: 'George', timeZone: 'Europe/London' },
    },
    'demo-admin',
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await server.app.close();
});

let run = 0;
/** A directory person no other test uses, at `hierarchy`. */
async function addPerson(hierarchy: string, name = 'Dev') {
  run += 1;
  const person = {
    ProfileId: `device-${run}`,
    firstName: name,
    lastName: `Worker${run}`,
    personalIdentificationNr: `DEVID${run}`,
    organizationIdValue: `EMPDEV${run}`,
    email: `dev${run}@acme.example`,
    tags: ['FORKLIFT'],
    flowTypeRef: { flowId: 'workers', flowNature: 1 },
  };
  await server.db.transaction((tx) =>
    writeRecords(tx, 'directory', [
      { kind: 'upsert', hierarchy, key: person.ProfileId, eventTime: null, record: person },
    ]),
  );
  return person;
}

type Item = Record<string, unknown> & { EntityHierarchy: string; evtTimeStamp: number };

async function ok(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as { key: string; item: Item };
  expect(answer.key).toBe('OPERATION_PROCESSED');
  return answer.item;
}

function clock(body: Record<string, unknown>, as = 'demo-admin') {
  return server.call(CLOCK, { EntityHierarchy: SITE, eventType: 'CLOCK_IN', ...body }, as);
}

function screen(body: Record<string, unknown>, as = 'demo-admin') {
  return server.call(SCREEN, { EntityHierarchy: SITE, ...body }, as);
}

async function stored(table: string, hierarchy: string, key: string) {
  const result = await server.db.query<{ record: Record<string, unknown> }>(
    `SELECT record FROM ${table} WHERE hierarchy = $1 AND sort_key = $2 AND NOT deleted`,
    [hierarchy, key],
  );
  return result.rows[0]?.record;
}

async function workerEventsOf(profileId: string): Promise<number> {
  const result = await server.db.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM worker_log WHERE record->>'ProfileId' = $1`,
    [profileId],
  );
  return Number(result.rows[0]?.count ?? 0);
}

describe('recordClockEvent', () => {
  test('clocks in by ProfileId: the worker from the directory, the site zone, stored and answered', async () => {
    const person = await addPerson(SITE);
    const at = NOW - 3 * HOUR;
    const item = await ok(
      await clock({ person: { ProfileId: person.ProfileId }, evtTimeStamp: at, shift: 'DAY' }),
    );
    const key = `${at}#${person.ProfileId}`;
    expect(item).toMatchObject({
      EntityHierarchy: SITE,
      evtTimeStampProfileID: key,
      evtTimeStamp: at,
      actualEvtTimeStamp: at,
      eventType: 'CLOCK_IN',
      ProfileId: person.ProfileId,
      referenceTimeStamp: at,
      biometricProcessingStatus: 'BIOMETRIC_N/A',
      evtTimeZone: 'Africa/Johannesburg',
      evtTZOffset: -120,
      checkInFieldValues: { shift: 'DAY' },
      flowTypeRef: { flowId: 'workers', flowNature: 1 },
      workerFullDetails: {
        firstName: person.firstName,
        lastName: person.lastName,
        personalIdentificationNr: person.personalIdentificationNr,
        organizationIdValue: person.organizationIdValue,
        email: person.email,
        tags: ['FORKLIFT'],
      },
    });
    expect(item.badgeNumber).toBeUndefined();
    expect(await stored('worker_log', SITE, key)).toMatchObject({ eventType: 'CLOCK_IN' });
  });

  test('takes the time of the server when the device sends none', async () => {
    const person = await addPerson(SITE);
    const before = Date.now();
    const item = await ok(await clock({ person: { ProfileId: person.ProfileId } }));
    expect(item.evtTimeStamp).toBeGreaterThanOrEqual(before);
    expect(item.evtTimeStamp).toBeLessThanOrEqual(Date.now());
  });

  test("finds a person by person ID (any case) in the directory of the site's region", async () => {
    const person = await addPerson(REGION, 'Regional');
    const at = NOW - 3 * HOUR;
    const item = await ok(
      await clock({
        person: { personalIdentificationNr: ` ${person.personalIdentificationNr.toLowerCase()} ` },
        evtTimeStamp: at,
      }),
    );
    expect(item.EntityHierarchy).toBe(SITE);
    expect(item.ProfileId).toBe(person.ProfileId);
  });

  test('a clock-out closes the open clock-in: its referenceTimeStamp is the clock-in time', async () => {
    const person = await addPerson(SITE);
    const inAt = NOW - 5 * HOUR;
    const outAt = NOW - HOUR;
    await ok(await clock({ person: { ProfileId: person.ProfileId }, evtTimeStamp: inAt }));
    const out = await ok(
      await clock({
        person: { ProfileId: person.ProfileId },
        eventType: 'CLOCK_OUT',
        evtTimeStamp: outAt,
        deviceName: 'Gate 2',
      }),
    );
    expect(out).toMatchObject({
      eventType: 'CLOCK_OUT',
      evtTimeStamp: outAt,
      referenceTimeStamp: inAt,
      deviceName: 'Gate 2',
    });
    // A second clock-out finds no open clock-in: a leading clock-out, its own reference.
    const again = await ok(
      await clock({
        person: { ProfileId: person.ProfileId },
        eventType: 'CLOCK_OUT',
        evtTimeStamp: outAt + MINUTE,
      }),
    );
    expect(again.referenceTimeStamp).toBe(outAt + MINUTE);
  });

  test('a badge linked to a worker log event names that worker; the event keeps the badge', async () => {
    const person = await addPerson(SITE);
    const inAt = NOW - 4 * HOUR;
    const clockIn = await ok(
      await clock({ person: { ProfileId: person.ProfileId }, evtTimeStamp: inAt }),
    );
    const badge = `BADGE${run}`;
    const unknown = await clock({
      person: { badgeNumber: badge },
      eventType: 'CLOCK_OUT',
      evtTimeStamp: NOW - 2 * HOUR,
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    const linked = await server.call(
      'workerLogOperations/captureWorkerBadgeNumber',
      {
        EntityHierarchy: SITE,
        evtTimeStampProfileID: clockIn.evtTimeStampProfileID,
        badgeNumber: badge,
      },
      'demo-admin',
    );
    expect(linked.statusCode, linked.body).toBe(200);
    const out = await ok(
      await clock({
        person: { badgeNumber: badge },
        eventType: 'CLOCK_OUT',
        evtTimeStamp: NOW - 2 * HOUR,
      }),
    );
    expect(out).toMatchObject({
      ProfileId: person.ProfileId,
      badgeNumber: badge,
      referenceTimeStamp: inAt,
    });
  });

  test('refuses an unknown person, or one of another site only, with 404 and writes nothing', async () => {
    const elsewhere = await addPerson(OTHER_SITE);
    for (const person of [
      { ProfileId: 'no-such-person' },
      { personalIdentificationNr: 'NOSUCHID' },
      { badgeNumber: 'NO-SUCH-BADGE' },
      { ProfileId: elsewhere.ProfileId },
    ]) {
      const before = await server.feedCount();
      const response = await clock({ person, evtTimeStamp: NOW - HOUR });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ key: 'PERSON_NOT_FOUND' });
      expect(await server.feedCount()).toBe(before);
    }
    expect(await workerEventsOf(elsewhere.ProfileId)).toBe(0);
  });

  test('refuses a second event of the person at the same time with 409', async () => {
    const person = await addPerson(SITE);
    const at = NOW - 2 * HOUR;
    await ok(await clock({ person: { ProfileId: person.ProfileId }, evtTimeStamp: at }));
    const again = await clock({ person: { ProfileId: person.ProfileId }, evtTimeStamp: at });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ key: 'CLOCK_EVENT_EXISTS' });
  });

  test("records the event in the site's configured zone, with its offset at that time", async () => {
    const person = await addPerson(LONDON_SITE);
    const at = NOW - HOUR;
    const item = await ok(
      await clock({
        EntityHierarchy: LONDON_SITE,
        person: { ProfileId: person.ProfileId },
        evtTimeStamp: at,
      }),
    );
    expect(item.evtTimeZone).toBe('Europe/London');
    expect(item.evtTZOffset).toBe(-zoneOffset(at, 'Europe/London') / MINUTE || 0);
  });
});

describe('pre-screening and clock-ins', () => {
  /**
   * Noon of the site's day before today (the demo sites' zone): a screening and the events a
   * minute or two after it fall in one site day whenever the suite runs. `NOW - 2 hours` crossed
   * the site's midnight when test:clock loaded this file at 23:59 UTC (01:59 in Johannesburg).
   */
  const zone = 'Africa/Johannesburg';
  const at = siteDayLimits(siteDay(NOW - 24 * HOUR, zone), zone).begin + 12 * HOUR;

  test('where screening is required, a failed screening refuses the clock-in (409) and writes nothing', async () => {
    const person = await addPerson(SCREENED_SITE);
    const failed = await ok(
      await screen({
        EntityHierarchy: SCREENED_SITE,
        person: { ProfileId: person.ProfileId },
        answers: [{ questionId: 'temperatureOk', answer: false }],
        evtTimeStamp: at,
      }),
    );
    expect(failed.screeningStatus).toBe('FAILED');
    const before = await server.feedCount();
    const response = await clock({
      EntityHierarchy: SCREENED_SITE,
      person: { ProfileId: person.ProfileId },
      evtTimeStamp: at + MINUTE,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ key: 'SCREENING_FAILED' });
    expect(await server.feedCount()).toBe(before);
    expect(await workerEventsOf(person.ProfileId)).toBe(0);
  });

  test('where screening is required, a passed screening today lets the clock-in through', async () => {
    const person = await addPerson(SCREENED_SITE);
    await ok(
      await screen({
        EntityHierarchy: SCREENED_SITE,
        person: { ProfileId: person.ProfileId },
        answers: [{ questionId: 'temperatureOk', answer: 'TRUE' }],
        evtTimeStamp: at,
      }),
    );
    const item = await ok(
      await clock({
        EntityHierarchy: SCREENED_SITE,
        person: { ProfileId: person.ProfileId },
        evtTimeStamp: at + MINUTE,
      }),
    );
    expect(item.eventType).toBe('CLOCK_IN');
  });

  test('where screening is required, no screening today refuses with SCREENING_REQUIRED; elsewhere it is not needed', async () => {
    const person = await addPerson(REGION);
    const refused = await clock({
      EntityHierarchy: SCREENED_SITE,
      person: { ProfileId: person.ProfileId },
      evtTimeStamp: at,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ key: 'SCREENING_REQUIRED' });
    // A clock-out is never gated; a site without the requirement records a clock-in.
    await ok(
      await clock({
        EntityHierarchy: SCREENED_SITE,
        eventType: 'CLOCK_OUT',
        person: { ProfileId: person.ProfileId },
        evtTimeStamp: at,
      }),
    );
    await ok(await clock({ person: { ProfileId: person.ProfileId }, evtTimeStamp: at }));
  });

  test("records the Screening Log item of the site's day; a failed one takes no new submission until reset", async () => {
    const person = await addPerson(SITE);
    const first = await ok(
      await screen({
        person: { ProfileId: person.ProfileId },
        answers: [{ questionId: 'temperatureOk', answer: false }],
        evtTimeStamp: at,
        deviceName: 'Kiosk 1',
      }),
    );
    const day = siteDayLimits(siteDay(at, 'Africa/Johannesburg'), 'Africa/Johannesburg').begin;
    const key = `${day}#${person.ProfileId}`;
    expect(first).toMatchObject({
      EntityHierarchy: SITE,
      preScreeningDateProfileID: key,
      preScreeningDate: day,
      ProfileId: person.ProfileId,
      screeningStatus: 'FAILED',
      flowTypeRef: { flowId: 'workers', flowNature: 1 },
      employeeDetails: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        organizationIdValue: person.organizationIdValue,
      },
      leadingSubmission: {
        submissionValues: { temperatureOk: false },
        processingTimeStamp: at,
        deviceName: 'Kiosk 1',
      },
      previousSubmissions: [],
    });
    const retry = await screen({
      person: { ProfileId: person.ProfileId },
      answers: [{ questionId: 'temperatureOk', answer: true }],
      evtTimeStamp: at + MINUTE,
    });
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json()).toMatchObject({ key: 'SCREENING_FAILED' });
    const reset = await server.call(
      'preScreeningOperations/preScreeningAdminResetFailedScreening',
      {
        resetOperation: {
          EntityHierarchy: SITE,
          preScreeningDateProfileID: key,
          lmt: first.lmt,
          resetNote: 'Thermometer was faulty',
          shouldDeleteInstance: false,
          screeningStatus: 'FAILED',
          shouldDeleteToken: false,
        },
      },
      'demo-admin',
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const passed = await ok(
      await screen({
        person: { ProfileId: person.ProfileId },
        answers: [{ questionId: 'temperatureOk', answer: true }],
        evtTimeStamp: at + 2 * MINUTE,
      }),
    );
    expect(passed).toMatchObject({
      preScreeningDateProfileID: key,
      screeningStatus: 'PASSED',
      leadingSubmission: { submissionValues: { temperatureOk: true } },
      previousSubmissions: [{ submissionValues: { temperatureOk: false } }],
    });
  });

  test("evaluates the answers against the questions the location's region configures", async () => {
    const person = await addPerson(QUESTIONS_SITE);
    const answer = (answers: { questionId: string; answer: unknown }[], minutes: number) =>
      screen({
        EntityHierarchy: QUESTIONS_SITE,
        person: { ProfileId: person.ProfileId },
        answers,
        evtTimeStamp: at + minutes * MINUTE,
      });
    const incomplete = await ok(await answer([{ questionId: 'temperatureOk', answer: true }], 0));
    expect(incomplete.screeningStatus).toBe('INCOMPLETE');
    const passed = await ok(
      await answer(
        [
          { questionId: 'temperatureOk', answer: true },
          { questionId: 'symptoms', answer: 'No' },
          { questionId: 'mask', answer: 'surgical' },
        ],
        1,
      ),
    );
    expect(passed.screeningStatus).toBe('PASSED');
    const failed = await ok(await answer([{ questionId: 'symptoms', answer: 'yes' }], 2));
    expect(failed.screeningStatus).toBe('FAILED');
  });

  test('refuses an answer to a question the location does not ask with 400, writing nothing', async () => {
    const person = await addPerson(SITE);
    const before = await server.feedCount();
    const response = await screen({
      person: { ProfileId: person.ProfileId },
      answers: [
        { questionId: 'temperatureOk', answer: true },
        { questionId: 'favouriteColour', answer: 'blue' },
      ],
      evtTimeStamp: at,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ key: 'UNKNOWN_QUESTION' });
    expect(response.body).toContain('favouriteColour');
    expect(await server.feedCount()).toBe(before);
    const nobody = await screen({
      person: { ProfileId: 'no-such-person' },
      answers: [{ questionId: 'temperatureOk', answer: true }],
    });
    expect(nobody.statusCode, nobody.body).toBe(404);
    expect(nobody.json()).toMatchObject({ key: 'PERSON_NOT_FOUND' });
  });
});

describe('recordParkingEvent', () => {
  test('a vehicle in, then out: the departure names its arrival and keeps its details', async () => {
    const inAt = NOW - 3 * HOUR;
    const outAt = NOW - HOUR;
    const plate = `DEV${run + 100}GP`;
    const arrival = await ok(
      await server.call(
        PARK,
        {
          EntityHierarchy: SITE,
          parkingLicensePlate: `${plate.slice(0, 3).toLowerCase()} ${plate.slice(3)}`,
          vehicleStatus: 'ON_SITE',
          evtTimeStamp: inAt,
          section: 'P1',
          vehicleMake: 'Toyota',
          vehicleModel: 'Corolla',
          firstName: 'Pat',
          lastName: 'Driver',
          passengers: 2,
          deviceName: 'Boom gate',
        },
        'demo-admin',
      ),
    );
    expect(arrival).toMatchObject({
      EntityHierarchy: SITE,
      evtTimeStamp: inAt,
      evtTimeStampUniqueAttributeValue: `${inAt}#${plate}`,
      vehicleStatus: 'ON_SITE',
      visitorStatus: 'CHECKED_IN',
      evtTimeZone: 'Africa/Johannesburg',
      parkingSection: 'P1',
      deviceName: 'Boom gate',
      leadingEvent: {
        passengers: 2,
        vehicleDetails: {
          parkingLicensePlate: plate,
          vehicleMake: 'Toyota',
          vehicleModel: 'Corolla',
        },
        personDetails: { firstName: 'Pat', lastName: 'Driver' },
      },
      relatedEvents: [],
    });
    const departure = await ok(
      await server.call(
        PARK,
        {
          EntityHierarchy: SITE,
          parkingLicensePlate: plate,
          vehicleStatus: 'OFF_SITE',
          evtTimeStamp: outAt,
        },
        'demo-admin',
      ),
    );
    expect(departure).toMatchObject({
      evtTimeStampUniqueAttributeValue: `${outAt}#${plate}`,
      vehicleStatus: 'OFF_SITE',
      visitorStatus: 'CHECKED_OUT',
      parkingSection: 'P1',
      leadingEvent: {
        passengers: 2,
        vehicleDetails: { parkingLicensePlate: plate, vehicleMake: 'Toyota' },
        personDetails: { firstName: 'Pat' },
      },
      relatedEvents: [
        {
          parentEvtTimeStampUniqueAttributeValue: `${inAt}#${plate}`,
          evtTimeStamp: inAt,
          vehicleStatus: 'ON_SITE',
        },
      ],
    });
    expect(await stored('parking_log', SITE, `${outAt}#${plate}`)).toMatchObject({
      vehicleStatus: 'OFF_SITE',
    });
    // Left already: a second departure closes nothing.
    const again = await ok(
      await server.call(
        PARK,
        {
          EntityHierarchy: SITE,
          parkingLicensePlate: plate,
          vehicleStatus: 'OFF_SITE',
          evtTimeStamp: outAt + MINUTE,
        },
        'demo-admin',
      ),
    );
    expect(again.relatedEvents).toEqual([]);
  });

  test('refuses a section the car park does not have (400) and a repeated event (409)', async () => {
    const body = {
      EntityHierarchy: SITE,
      parkingLicensePlate: 'SECT01GP',
      vehicleStatus: 'ON_SITE',
      evtTimeStamp: NOW - HOUR,
    };
    const unknown = await server.call(PARK, { ...body, section: 'P9' }, 'demo-admin');
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toMatchObject({ key: 'UNKNOWN_PARKING_SECTION' });
    await ok(await server.call(PARK, body, 'demo-admin'));
    const repeated = await server.call(PARK, body, 'demo-admin');
    expect(repeated.statusCode, repeated.body).toBe(409);
    expect(repeated.json()).toMatchObject({ key: 'PARKING_EVENT_EXISTS' });
  });
});

describe('the access policy and the contract', () => {
  test('a HOST, and an ADMIN of another organisation, are refused 403 and nothing is written', async () => {
    const person = await addPerson(SITE);
    const calls = [
      [
        CLOCK,
        { EntityHierarchy: SITE, eventType: 'CLOCK_IN', person: { ProfileId: person.ProfileId } },
      ],
      [
        SCREEN,
        {
          EntityHierarchy: SITE,
          person: { ProfileId: person.ProfileId },
          answers: [{ questionId: 'temperatureOk', answer: true }],
        },
      ],
      [PARK, { EntityHierarchy: SITE, parkingLicensePlate: 'HOST01GP', vehicleStatus: 'ON_SITE' }],
    ] as const;
    for (const [operation, body] of calls) {
      for (const as of ['demo-host', 'demo-other']) {
        const before = await server.feedCount();
        const response = await server.call(operation, body, as);
        expect([operation, as, response.statusCode]).toEqual([operation, as, 403]);
        expect(response.json()).toEqual({ key: 'NOT_AUTHORIZED', message: 'Not Authorized' });
        expect(await server.feedCount()).toBe(before);
      }
    }
  });

  test('refuses malformed bodies with 400 VALIDATION_FAILED', async () => {
    const person = { ProfileId: 'device-x' };
    const bad: [string, Record<string, unknown>][] = [
      [CLOCK, { EntityHierarchy: SITE, eventType: 'CLOCK_IN', person: {} }],
      [
        CLOCK,
        {
          EntityHierarchy: SITE,
          eventType: 'CLOCK_IN',
          person: { ProfileId: 'a', badgeNumber: 'b' },
        },
      ],
      [CLOCK, { EntityHierarchy: SITE, eventType: 'CLOCK_OUT', person, shift: 'DAY' }],
      [CLOCK, { EntityHierarchy: SITE, eventType: 'LUNCH', person }],
      [
        CLOCK,
        {
          EntityHierarchy: SITE,
          eventType: 'CLOCK_IN',
          person,
          evtTimeStamp: NOW + 3 * 86_400_000,
        },
      ],
      [SCREEN, { EntityHierarchy: SITE, person, answers: [] }],
      [
        SCREEN,
        {
          EntityHierarchy: SITE,
          person,
          answers: [
            { questionId: 'temperatureOk', answer: true },
            { questionId: 'temperatureOk', answer: false },
          ],
        },
      ],
      [PARK, { EntityHierarchy: SITE, parkingLicensePlate: '***', vehicleStatus: 'ON_SITE' }],
      [PARK, { EntityHierarchy: SITE, parkingLicensePlate: 'ABC123', vehicleStatus: 'IN' }],
      [PARK, { EntityHierarchy: 'ALL', parkingLicensePlate: 'ABC123', vehicleStatus: 'ON_SITE' }],
    ];
    for (const [operation, body] of bad) {
      const response = await server.call(operation as typeof CLOCK, body, 'demo-admin');
      expect([operation, body, response.statusCode]).toEqual([operation, body, 400]);
      expect(response.json()).toMatchObject({ key: 'VALIDATION_FAILED' });
    }
  });
});
