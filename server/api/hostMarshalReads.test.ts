import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OPEN_END } from '../../contract/primitives.ts';
import { setLocationFeatures } from '../testing/locationFeatures.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * A HOST with evacuation rights (amEvacAdmin) reads the worker log, parking log and directory
 * only as the roll call's view (contract/rollCallView.ts), and gets none of their live topics.
 */
const SITE = 'acme#north#jhb-hq';
const MARSHAL = 'host-marshal';
let server: TestServer;

const VERSION = ['EntityHierarchy', 'lmt', 'changeSeq'];
const PERSON = ['firstName', 'lastName', 'phoneNumber'];

/** Every field (dotted path) the roll call reads, per retrieval; a HOST gets nothing else. */
const ROLL_CALL_FIELDS = {
  'workerLogOperations/employeeLogRetrieval': [
    ...VERSION,
    'evtTimeStampProfileID',
    'evtTimeStamp',
    'eventType',
    'ProfileId',
    ...PERSON.map((field) => `workerFullDetails.${field}`),
  ],
  'directoryOperations/retrieveDirectory': [...VERSION, 'ProfileId', ...PERSON],
  'parkingOperations/retrieveParkingEvents': [
    ...VERSION,
    'evtTimeStampUniqueAttributeValue',
    'evtTimeStamp',
    'vehicleStatus',
    'leadingEvent.vehicleDetails.parkingLicensePlate',
    ...PERSON.map((field) => `leadingEvent.personDetails.${field}`),
  ],
} as const;

const RETRIEVALS = Object.keys(ROLL_CALL_FIELDS) as (keyof typeof ROLL_CALL_FIELDS)[];

/** The dotted paths of a record's leaves (arrays count as leaves). */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, nested]) =>
    paths(nested, prefix ? `${prefix}.${key}` : key),
  );
}

function beyond(allowed: readonly string[], records: readonly unknown[]): string[] {
  return [...new Set(records.flatMap((record) => paths(record)))].filter(
    (path) => !allowed.includes(path),
  );
}

async function items(
  operation: (typeof RETRIEVALS)[number],
  as: string,
  hierarchy = SITE,
): Promise<Record<string, unknown>[]> {
  const response = await server.call(
    operation,
    { query: { hierarchies: [hierarchy], beginTime: 0, endTime: OPEN_END } },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Items: Record<string, unknown>[] }).Items;
}

/** The name and phone the roll call shows of a record, wherever its family keeps them. */
function shown(record: Record<string, unknown>): unknown {
  const leading = record.leadingEvent as Record<string, unknown> | undefined;
  const person = (record.workerFullDetails ?? leading?.personDetails ?? record) as Record<
    string,
    unknown
  >;
  const vehicle = leading?.vehicleDetails as Record<string, unknown> | undefined;
  return {
    at: record.EntityHierarchy,
    time: record.evtTimeStamp,
    firstName: person.firstName,
    lastName: person.lastName,
    phoneNumber: person.phoneNumber,
    plate: vehicle?.parkingLicensePlate,
  };
}

beforeAll(async () => {
  server = await createTestServer();
  await server.db.query(
    `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
     VALUES ($1, 'host-marshal@example.com', 'Host Marshal', 'acme', 'none', '{"amEvacAdmin":true}')`,
    [MARSHAL],
  );
  await server.db.query(
    `INSERT INTO user_locations (sub, hierarchy, role) VALUES ($1, $2, 'HOST')`,
    [MARSHAL, SITE],
  );
  // The site's tenant runs the parking and directory roll calls too.
  await setLocationFeatures(server.db, SITE, {
    'evacuation.audienceEnablement.onSiteParkingEvacEnabled': true,
    'evacuation.audienceEnablement.employeeDirectoryEvacEnabled': true,
  });
});
afterAll(async () => {
  await server.app.close();
});

describe('a HOST marshal reads the roll call, not the records', () => {
  test.each(RETRIEVALS)(
    '%s: every record the ADMIN reads arrives with what the roll call shows, nothing else',
    async (operation) => {
      const full = await items(operation, 'demo-admin');
      expect(full.length).toBeGreaterThan(0);
      expect(beyond(ROLL_CALL_FIELDS[operation], full)).not.toEqual([]);

      const view = await items(operation, MARSHAL);
      expect(beyond(ROLL_CALL_FIELDS[operation], view)).toEqual([]);
      expect(view.map(shown)).toEqual(full.map(shown));
    },
  );

  test('the worker log by item keys is the same view', async () => {
    const [first] = await items('workerLogOperations/employeeLogRetrieval', 'demo-admin');
    const response = await server.call(
      'workerLogOperations/employeeLogRetrieval',
      {
        getItemKeys: [
          { EntityHierarchy: SITE, evtTimeStampProfileID: first?.evtTimeStampProfileID },
        ],
      },
      MARSHAL,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { Items } = response.json() as { Items: Record<string, unknown>[] };
    expect(Items).toHaveLength(1);
    expect(beyond(ROLL_CALL_FIELDS['workerLogOperations/employeeLogRetrieval'], Items)).toEqual([]);
  });

  test('refused where the tenant does not run that roll call (reads follow the menu)', async () => {
    await setLocationFeatures(server.db, SITE, {
      'evacuation.audienceEnablement.onSiteParkingEvacEnabled': false,
    });
    try {
      const refused = await server.call(
        'parkingOperations/retrieveParkingEvents',
        { query: { hierarchies: [SITE], beginTime: 0, endTime: OPEN_END } },
        MARSHAL,
      );
      expect(refused.statusCode, refused.body).toBe(403);
      const admin = await items('parkingOperations/retrieveParkingEvents', 'demo-admin');
      expect(admin.length).toBeGreaterThan(0);
    } finally {
      await setLocationFeatures(server.db, SITE, {
        'evacuation.audienceEnablement.onSiteParkingEvacEnabled': true,
      });
    }
  });

  test('no worker or parking topic (their events carry whole records); the marks still come', async () => {
    const topics = [
      `workerEvents/acme/north/jhb-hq/#`,
      `parkingEvents/acme/north/jhb-hq/#`,
      `evacResponses/acme/north/jhb-hq/#`,
      `visitorEvents/acme/north/jhb-hq/#`,
    ];
    const response = await server.call(
      'userOperations/retrieveSubscribeCredential',
      { topics, clientId: 'host-marshal-1' },
      MARSHAL,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().credential.topics).toEqual([
      'evacResponses/acme/north/jhb-hq/#',
      'visitorEvents/acme/north/jhb-hq/#',
    ]);
  });

  test('an ADMIN of the region who is only a HOST at one site reads that site as the roll call', async () => {
    const mixed = 'region-admin-site-host';
    await server.db.query(
      `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
       VALUES ($1, 'mixed@example.com', 'Mixed', 'acme', 'none', '{"amEvacAdmin":true}')`,
      [mixed],
    );
    await server.db.query(
      `INSERT INTO user_locations (sub, hierarchy, role) VALUES ($1, 'acme#north', 'ADMIN'), ($1, $2, 'HOST')`,
      [mixed, SITE],
    );
    const operation = 'workerLogOperations/employeeLogRetrieval';
    const read = await items(operation, mixed, 'acme#north');
    const atSite = read.filter((record) => record.EntityHierarchy === SITE);
    const elsewhere = read.filter((record) => record.EntityHierarchy !== SITE);
    expect(atSite.length).toBeGreaterThan(0);
    expect(beyond(ROLL_CALL_FIELDS[operation], atSite)).toEqual([]);
    expect(beyond(ROLL_CALL_FIELDS[operation], elsewhere)).not.toEqual([]);

    const credential = await server.call(
      'userOperations/retrieveSubscribeCredential',
      {
        topics: ['workerEvents/acme/north/#', 'workerEvents/acme/north/pretoria/#'],
        clientId: 'mixed-client-1',
      },
      mixed,
    );
    expect(credential.statusCode, credential.body).toBe(200);
    expect(credential.json().credential.topics).toEqual(['workerEvents/acme/north/pretoria/#']);
  });
});
