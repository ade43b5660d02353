import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOT_IN_EVACUATION_AUDIENCE } from '../../contract/evacuation.ts';
import { setLocationFeatures } from '../testing/locationFeatures.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import {
  vehicleOnSite,
  visitorOnSite,
  workerOnSite,
} from './evacuation/onSitePeople.testHelper.ts';
import { writeRecords } from './records/writeRecords.ts';

/**
 * A mark is stored only for someone in the audience of an evacuation covering it, counted as the
 * roll call counts (issue 18 item 3): there when it started, or arrived after; someone who left
 * after it started is still accounted for, so a marshal's offline mark that arrives after the
 * person signed out is stored. A refusal says why and writes nothing.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const GEORGE = 'acme#south#george';
const STELLENBOSCH = 'acme#south#stellenbosch';
const MINUTE = 60_000;
let started = 0;
let sequence = 0;

async function setTenantFlag(hierarchy: string, flag: string) {
  await setLocationFeatures(server.db, hierarchy, { [flag]: true });
}

async function startEvacuation(hierarchy: string, at: number, audience: string[]) {
  const response = await server.call(
    'evacuationOperations/updateEvacActivation',
    {
      evacActivationOperation: {
        audience,
        EntityHierarchy: hierarchy,
        active: true,
        activatedTimestamp: at,
        lmt: at,
      },
    },
    'demo-marshal',
  );
  expect(response.json().key).toBe('EVAC_ACTIVATION_UPDATED');
}

function mark(person: Record<string, string>, responseTimestamp = started + MINUTE) {
  sequence += 1;
  return server.call(
    'evacuationOperations/updateEvacStatus',
    {
      evacStatusUpdate: {
        userData: [person],
        responseChannel: 'dashboard',
        status: 'SAFE',
        responseTimestamp,
        mutationId: `audience-${sequence}`,
      },
    },
    'demo-marshal',
  );
}

async function expectNotInAudience(person: Record<string, string>, why: string) {
  const before = await server.feedCount();
  const response = await mark(person);
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json().key).toBe(NOT_IN_EVACUATION_AUDIENCE);
  expect(response.json().message).toContain(why);
  expect(await server.feedCount()).toBe(before);
}

async function expectMarked(person: Record<string, string>, responseTimestamp?: number) {
  const response = await mark(person, responseTimestamp);
  expect(response.json(), response.body).toEqual({ key: 'EVAC_UPDATED', written: 1 });
}

describe('marks only for people in the audience', () => {
  beforeAll(async () => {
    started = Date.now() - 5 * MINUTE;
    await setTenantFlag(GEORGE, 'evacuation.audienceEnablement.onSiteParkingEvacEnabled');
    await startEvacuation(GEORGE, started, ['onsiteVisitors', 'onsiteEmployees', 'onsiteParking']);
  });

  const visitor = (key: string) => ({
    EntityHierarchy: GEORGE,
    type: 'VISITOR',
    evtTimeStampProfileID: key,
  });

  test('a visitor who signed out before the start is refused, saying when they left', async () => {
    const key = await visitorOnSite(server, GEORGE, started - 60 * MINUTE, started - MINUTE);
    await expectNotInAudience(
      visitor(key),
      `left at ${new Date(started - MINUTE).toISOString()}, before the evacuation started`,
    );
  });

  test('an offline mark that arrives after the visitor signed out during the evacuation is stored', async () => {
    const key = await visitorOnSite(server, GEORGE, started - 60 * MINUTE, started + 2 * MINUTE);
    await expectMarked(visitor(key), started + MINUTE);
    // Marked after they left, too: the roll call still lists them (signed out during it).
    await expectMarked(visitor(key), started + 3 * MINUTE);
  });

  test('a visitor who arrived after the start is in the audience', async () => {
    await expectMarked(visitor(await visitorOnSite(server, GEORGE, started + 10_000)));
  });

  test('a worker who clocked out before the start is refused; one who clocked out after it is marked', async () => {
    const gone = await workerOnSite(server, GEORGE, started - 60 * MINUTE, started - MINUTE);
    const employee = (key: string) => ({
      EntityHierarchy: GEORGE,
      type: 'EMPLOYEE',
      evtTimeStampProfileID: key,
    });
    await expectNotInAudience(employee(gone), 'left at');
    const stayed = await workerOnSite(server, GEORGE, started - 60 * MINUTE, started + MINUTE);
    await expectMarked(employee(stayed));
  });

  test('a vehicle that left before the start is refused; one still parked is marked', async () => {
    const vehicle = (key: string) => ({
      EntityHierarchy: GEORGE,
      type: 'PARKING',
      evtTimeStampUniqueAttributeValue: key,
    });
    const gone = await vehicleOnSite(server, GEORGE, started - 60 * MINUTE, started - MINUTE);
    await expectNotInAudience(vehicle(gone), 'left at');
    await expectMarked(vehicle(await vehicleOnSite(server, GEORGE, started - 60 * MINUTE)));
  });
});

describe('the employee directory audience', () => {
  const profileId = 'directory-person-1';
  let directoryStart = 0;

  beforeAll(async () => {
    directoryStart = Date.now() - 4 * MINUTE;
    await setTenantFlag(STELLENBOSCH, 'evacuation.audienceEnablement.employeeDirectoryEvacEnabled');
    await server.db.transaction((tx) =>
      writeRecords(tx, 'directory', [
        {
          kind: 'upsert',
          hierarchy: STELLENBOSCH,
          key: profileId,
          eventTime: null,
          record: { ProfileId: profileId, firstName: 'Dee', lastName: 'Rectory' },
        },
      ]),
    );
    await startEvacuation(STELLENBOSCH, directoryStart, ['employeeDirectory']);
  });

  const entry = (start: number) => ({
    EntityHierarchy: STELLENBOSCH,
    type: 'EMPLOYEE',
    evtTimeStampProfileID: `${start}#${profileId}`,
  });

  test("a directory person is marked by the roll call's reference {activatedTimestamp}#{ProfileId}", async () => {
    await expectMarked(entry(directoryStart), directoryStart + MINUTE);
  });

  test('the reference of another evacuation is refused, saying which', async () => {
    const response = await mark(entry(directoryStart - 1), directoryStart + MINUTE);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ key: NOT_IN_EVACUATION_AUDIENCE });
    expect(response.json().message).toContain(
      'is the directory entry of the evacuation started at',
    );
  });
});
