import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HierarchyConfiguration } from '../../contract/hierarchyConfig.ts';
import { IDEMPOTENCY_HEADER } from '../../contract/primitives.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { settleBackgroundJobs } from './directory/backgroundJobs.ts';
import { DIRECTORY_PAGE_SIZE, readDirectory } from './directory/directoryStore.ts';

/**
 * `directoryOperations/updateEmployeeDirectory` on real PGlite (spec/workers.md §4, §7): every
 * operation variant, compressed lists, the row rules, the background job of large uploads,
 * authorisation, idempotency and change events.
 */

let server: TestServer;
/** Commits announced to the publisher: each request's, and each chunk of a background job. */
let commits = 0;
beforeAll(async () => {
  server = await createTestServer({}, { onCommitted: () => commits++ });
});
afterAll(async () => {
  await settleBackgroundJobs();
  await server.app.close();
});

const OP = 'directoryOperations/updateEmployeeDirectory';
const WORKERS = { flowId: 'workers', flowNature: 1 } as const;
let run = 0;
/** A site of its own per test, so tests do not see each other's people. */
const SITES = [
  'acme#north#jhb-hq',
  'acme#north#pretoria',
  'acme#north#polokwane',
  'acme#south#cape-town',
  'acme#south#stellenbosch',
  'acme#south#george',
];
const siteFor = () => SITES[run++ % SITES.length]!;

const person = (n: number, over: Record<string, unknown> = {}) => ({
  flowTypeRef: WORKERS,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  personalIdentificationNr: `t-id-${n}`,
  organizationIdValue: `t-org-${n}`,
  email: `Person.${n}@Test.example`,
  phoneNumber: `27 83 ${String(1_000_000 + n).slice(-7)}`,
  ...over,
});
const compressed = (value: unknown) => gzipSync(JSON.stringify(value)).toString('base64');

async function testPeople(site: string) {
  return (await readDirectory(server.db, site)).filter((p) =>
    String(p.personalIdentificationNr).startsWith('T-'),
  );
}

async function feedOps(site: string, key: string) {
  const result = await server.db.query<{ op: string }>(
    `SELECT op FROM change_feed WHERE family = 'directory' AND hierarchy = $1 AND record_key = $2 ORDER BY seq`,
    [site, key],
  );
  return result.rows.map((row) => row.op);
}

describe('upserts', () => {
  test('a plain list adds a person, normalised, with its change event', async () => {
    const site = siteFor();
    const response = await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          upserts: [
            person(1, {
              ProfileId: 'p-add-1',
              tags: ['night', 'Day'],
              lineManagers: ['Boss@Acme.example'],
            }),
          ],
        },
      },
      'demo-admin',
    );
    expect(response.json()).toEqual({ key: 'OPERATIONS_PROCESSED', upserted: 1 });
    const [stored] = await testPeople(site);
    expect(stored).toMatchObject({
      ProfileId: 'p-add-1',
      personalIdentificationNr: 'T-ID-1',
      organizationIdValue: 'T-ORG-1',
      email: 'person.1@test.example',
      phoneNumber: '+27831000001',
      tags: ['NIGHT', 'DAY'],
      lineManagers: ['boss@acme.example'],
      flowTypeRef: WORKERS,
      EntityHierarchy: site,
    });
    expect(await feedOps(site, 'p-add-1')).toEqual(['INSERT']);
  });

  test('a compressed list updates the person with the same person ID and adds the rest', async () => {
    const site = siteFor();
    await server.call(
      OP,
      { operations: { EntityHierarchy: site, upserts: [person(2, { ProfileId: 'p-upd-2' })] } },
      'demo-admin',
    );
    const response = await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          upserts: compressed([person(2, { firstName: 'Renamed' }), person(3), person(4)]),
        },
      },
      'demo-admin',
    );
    expect(response.json()).toEqual({ key: 'OPERATIONS_PROCESSED', upserted: 3 });
    const people = await testPeople(site);
    expect(people).toHaveLength(3);
    expect(people.find((p) => p.ProfileId === 'p-upd-2')?.firstName).toBe('Renamed');
    expect(await feedOps(site, 'p-upd-2')).toEqual(['INSERT', 'MODIFY']);
  });

  test('the same upload again writes nothing (no change events)', async () => {
    const site = siteFor();
    const body = {
      operations: { EntityHierarchy: site, upserts: compressed([person(5), person(6)]) },
    };
    await server.call(OP, body, 'demo-admin');
    const before = await server.feedCount();
    const again = await server.call(OP, body, 'demo-admin');
    expect(again.json()).toEqual({ key: 'OPERATIONS_PROCESSED', upserted: 0 });
    expect(await server.feedCount()).toBe(before);
  });

  test('a row the rules refuse refuses the whole list, naming each row and rule', async () => {
    const site = siteFor();
    const before = await testPeople(site);
    const response = await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          upserts: compressed([
            person(7),
            person(8, { organizationIdValue: 't-org-7' }),
            person(9, { email: 'not-an-email', firstName: '' }),
            person(10, { tags: ['a', 'A'] }),
          ]),
        },
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      key: 'DIRECTORY_ROWS_INVALID',
      message:
        'operations.upserts 1: organizationIdValue inUse; 2: firstName required, email invalid; 3: tags duplicateTag (A)',
    });
    expect(await testPeople(site)).toEqual(before);
  });

  test('an edit by ProfileId may not change the person ID (ID fields are not editable)', async () => {
    const site = siteFor();
    await server.call(
      OP,
      { operations: { EntityHierarchy: site, upserts: [person(11, { ProfileId: 'p-id-11' })] } },
      'demo-admin',
    );
    const response = await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          upserts: [person(11, { ProfileId: 'p-id-11', personalIdentificationNr: 'other' })],
        },
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(409);
  });

  test('a person type the location does not have is refused', async () => {
    const response = await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: siteFor(),
          upserts: [person(12, { flowTypeRef: { flowId: 'aliens', flowNature: 1 } })],
        },
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().key).toBe('UNKNOWN_PERSON_TYPE');
  });
});

describe('compressed payloads', () => {
  test('a compressed bomb is refused without inflating it all', async () => {
    const bomb = gzipSync(Buffer.alloc(40 * 1024 * 1024, 0x20)).toString('base64');
    expect(bomb.length).toBeLessThan(200_000);
    const response = await server.call(
      OP,
      { operations: { EntityHierarchy: siteFor(), upserts: bomb } },
      'demo-admin',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('inflates to more than');
  });

  test.each([
    ['not gzip', Buffer.from('hello world').toString('base64'), 'not gzip-compressed base64'],
    ['not JSON', gzipSync('{{').toString('base64'), 'not a JSON list'],
    ['not people', compressed([{ firstName: 'x' }]), 'operations.upserts.0.flowTypeRef'],
  ])('%s is a 400 that names the problem', async (_name, upserts, message) => {
    const response = await server.call(
      OP,
      { operations: { EntityHierarchy: siteFor(), upserts } },
      'demo-admin',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('deletes', () => {
  test('deletes removes the named people (missing ones skipped)', async () => {
    const site = siteFor();
    await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          upserts: [person(20, { ProfileId: 'p-del-20' }), person(21, { ProfileId: 'p-del-21' })],
        },
      },
      'demo-admin',
    );
    const response = await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          deletes: compressed([{ ProfileId: 'p-del-20' }, { ProfileId: 'nobody' }]),
        },
      },
      'demo-admin',
    );
    expect(response.json()).toEqual({ key: 'OPERATIONS_PROCESSED', removed: 1 });
    const left = (await testPeople(site)).filter((p) => p.ProfileId.startsWith('p-del'));
    expect(left.map((p) => p.ProfileId)).toEqual(['p-del-21']);
    expect(await feedOps(site, 'p-del-20')).toEqual(['INSERT', 'REMOVE']);
  });

  test('deleteEntityEmployeeList removes every person of the type there', async () => {
    const site = siteFor();
    await server.call(
      OP,
      { operations: { EntityHierarchy: site, upserts: compressed([person(22), person(23)]) } },
      'demo-admin',
    );
    const response = await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          deleteEntityEmployeeList: true,
          destinationFlowTypeRef: WORKERS,
        },
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    expect(await readDirectory(server.db, site, 'workers')).toEqual([]);
  });
});

describe('resetPersonalIdentificationNr', () => {
  test('changes the person ID, upper-cased; a taken one is refused', async () => {
    const site = siteFor();
    await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          upserts: [person(30, { ProfileId: 'p-r-30' }), person(31, { ProfileId: 'p-r-31' })],
        },
      },
      'demo-admin',
    );
    const reset = (personalIdentificationNr: string) =>
      server.call(
        OP,
        {
          operations: {
            EntityHierarchy: site,
            resetPersonalIdentificationNr: { ProfileId: 'p-r-30', personalIdentificationNr },
          },
        },
        'demo-admin',
      );
    expect((await reset('t-new-30')).statusCode).toBe(200);
    expect(
      (await testPeople(site)).find((p) => p.ProfileId === 'p-r-30')?.personalIdentificationNr,
    ).toBe('T-NEW-30');
    const taken = await reset('t-id-31');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('personalIdentificationNr inUse');
  });
});

describe('copyFromSourceHierarchy', () => {
  test('copies the source type into the destination, updating people with the same person ID', async () => {
    const source = 'acme#north#jhb-hq';
    const destination = 'acme#south#george';
    await server.call(
      OP,
      { operations: { EntityHierarchy: source, upserts: compressed([person(40), person(41)]) } },
      'demo-admin',
    );
    await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: destination,
          upserts: [person(40, { ProfileId: 'p-dest-40', firstName: 'Old' })],
        },
      },
      'demo-admin',
    );
    const response = await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: destination,
          copyFromSourceHierarchy: true,
          sourceHierarchy: source,
          sourceFlowTypeRef: WORKERS,
          destinationHierarchy: destination,
          destinationFlowTypeRef: WORKERS,
        },
      },
      'demo-admin',
    );
    expect(response.statusCode).toBe(200);
    const copied = await readDirectory(server.db, destination, 'workers');
    expect(copied.find((p) => p.ProfileId === 'p-dest-40')?.firstName).toBe('First40');
    expect(copied.some((p) => p.personalIdentificationNr === 'T-ID-41')).toBe(true);
  });
});

describe('authorisation and idempotency', () => {
  test('a HOST, or an ADMIN without amEmployeeMaintenanceEnabled, is refused and nothing changes', async () => {
    await server.db.query(
      `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
       VALUES ('no-maintenance', 'nm@example.com', 'No Maintenance', 'acme', 'none', '{}')`,
    );
    await server.db.query(
      `INSERT INTO user_locations (sub, hierarchy, role) VALUES ('no-maintenance', 'acme', 'ADMIN')`,
    );
    const before = await server.feedCount();
    const body = { operations: { EntityHierarchy: 'acme#north#jhb-hq', upserts: [person(50)] } };
    for (const user of ['demo-host', 'no-maintenance']) {
      const response = await server.call(OP, body, user);
      expect(response.statusCode).toBe(403);
    }
    const other = await server.call(OP, body, 'demo-other');
    expect(other.statusCode).toBe(403);
    expect(await server.feedCount()).toBe(before);
  });

  test('a repeated Idempotency-Key answers the stored answer and writes once', async () => {
    const site = siteFor();
    const headers = { [IDEMPOTENCY_HEADER]: `dir-${Date.now()}` };
    const body = {
      operations: { EntityHierarchy: site, upserts: [person(60, { ProfileId: 'p-idem-60' })] },
    };
    const first = await server.call(OP, body, 'demo-admin', headers);
    const second = await server.call(OP, body, 'demo-admin', headers);
    expect(second.json()).toEqual(first.json());
    expect(await feedOps(site, 'p-idem-60')).toEqual(['INSERT']);
  });
});

describe('large uploads', () => {
  test('are written by a background job, one transaction per chunk, while another organisation writes', async () => {
    const site = 'acme#north#pretoria';
    const rows = Array.from({ length: 1_500 }, (_, i) => person(10_000 + i));
    const before = commits;
    const response = await server.call(
      OP,
      { operations: { EntityHierarchy: site, upserts: compressed(rows) } },
      'demo-admin',
    );
    expect(response.json()).toEqual({
      key: 'OPERATIONS_PROCESSED',
      isAsyncProcessing: true,
      upserted: 1_500,
    });
    const other = await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: 'globex#east#boston',
          upserts: [person(70, { ProfileId: 'p-globex-70' })],
        },
      },
      'demo-other',
    );
    expect(other.json()).toEqual({ key: 'OPERATIONS_PROCESSED', upserted: 1 });
    await settleBackgroundJobs();
    // The request, 1,500 rows in chunks of 500 (each its own transaction, holding the
    // organisation's lock alone), and globex's write.
    expect(commits - before).toBe(5);
    const stored = (await testPeople(site)).filter((p) =>
      /^T-ID-1\d{4}$/.test(String(p.personalIdentificationNr)),
    );
    // The paged read follows the last key past a page.
    expect(stored.length).toBe(1_500);
    expect(DIRECTORY_PAGE_SIZE).toBeLessThan(1_500);
  });
});

describe('replace (Replace Directory in one operation)', () => {
  const replace = (site: string, upserts: unknown) =>
    server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          replaceEntityEmployeeList: true,
          destinationFlowTypeRef: WORKERS,
          upserts,
        },
      },
      'demo-admin',
    );
  const workersAt = async (site: string) =>
    (await readDirectory(server.db, site, 'workers'))
      .map((p) => `${p.ProfileId} ${p.personalIdentificationNr} ${p.firstName}`)
      .sort();

  test('the upload becomes the whole directory of the type; a person it names keeps their ProfileId', async () => {
    const site = siteFor();
    await server.call(
      OP,
      {
        operations: {
          EntityHierarchy: site,
          upserts: [person(80, { ProfileId: 'p-rep-80' }), person(81, { ProfileId: 'p-rep-81' })],
        },
      },
      'demo-admin',
    );
    // Everyone else of the type there (the demo's workers too) goes; person 81 stays.
    const others = (await workersAt(site)).length - 1;
    const response = await replace(
      site,
      compressed([person(81, { firstName: 'Renamed' }), person(82)]),
    );
    expect(response.json()).toEqual({
      key: 'OPERATIONS_PROCESSED',
      upserted: 2,
      removed: others,
    });
    const people = await readDirectory(server.db, site, 'workers');
    expect(people.map((p) => p.personalIdentificationNr).sort()).toEqual(['T-ID-81', 'T-ID-82']);
    expect(people.find((p) => p.ProfileId === 'p-rep-81')?.firstName).toBe('Renamed');
    expect(await feedOps(site, 'p-rep-80')).toEqual(['INSERT', 'REMOVE']);
    expect(await feedOps(site, 'p-rep-81')).toEqual(['INSERT', 'MODIFY']);
  });

  test('a refused replacement (an invalid row) changes nothing: the old directory stays whole', async () => {
    const site = siteFor();
    await server.call(
      OP,
      { operations: { EntityHierarchy: site, upserts: compressed([person(83), person(84)]) } },
      'demo-admin',
    );
    const before = await workersAt(site);
    const feedBefore = await server.feedCount();
    const response = await replace(
      site,
      compressed([person(85), person(86, { email: 'not-an-email' })]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      key: 'DIRECTORY_ROWS_INVALID',
      message: 'operations.upserts 1: email invalid',
    });
    expect(await workersAt(site)).toEqual(before);
    expect(before.some((line) => line.includes('T-ID-83'))).toBe(true);
    expect(await server.feedCount()).toBe(feedBefore);
  });

  test('the old people are no clash, a person of another type is refused (400), nothing changed', async () => {
    const site = siteFor();
    await server.call(
      OP,
      { operations: { EntityHierarchy: site, upserts: [person(87, { ProfileId: 'p-rep-87' })] } },
      'demo-admin',
    );
    // The replacement gives person 87's email to someone else: allowed, 87 goes.
    const swapped = await replace(site, [person(88, { email: 'person.87@test.example' })]);
    expect(swapped.json()).toMatchObject({ key: 'OPERATIONS_PROCESSED', upserted: 1 });
    const before = await workersAt(site);
    expect(before).toEqual([expect.stringContaining('T-ID-88')]);
    const otherType = await replace(site, [
      person(89),
      person(90, { flowTypeRef: { flowId: 'contractors', flowNature: 1 } }),
    ]);
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().message).toContain('operations.upserts.1.flowTypeRef');
    expect(await workersAt(site)).toEqual(before);
  });
});

describe("phone numbers read in the location's country (issue 36)", () => {
  test('a national number takes the country of the location (inherited), else ZA; +… is kept', async () => {
    const region = 'acme#south';
    const current = await server.call(
      'configurationOperations/retrieveLocationSettings',
      { EntityHierarchy: region },
      'demo-admin',
    );
    const { lmt } = (current.json() as { settings: { locationConfig: { lmt: number } } }).settings
      .locationConfig;
    const saved = await server.call(
      'configurationOperations/saveLocationSettings',
      {
        EntityHierarchy: region,
        section: 'locationConfig',
        lmt,
        value: { enabled: true, locationShortDescription: '', timeZone: '', country: 'gb' },
      },
      'demo-admin',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const upsert = (site: string, n: number, phoneNumber: string) =>
      server.call(
        OP,
        { operations: { EntityHierarchy: site, upserts: [person(n, { phoneNumber })] } },
        'demo-admin',
      );
    const phoneOf = async (site: string, n: number) =>
      (await testPeople(site)).find((p) => p.personalIdentificationNr === `T-ID-${n}`)?.phoneNumber;
    const first = await upsert('acme#south#george', 91, '07911 123456');
    expect(first.statusCode, first.body).toBe(200);
    expect(await phoneOf('acme#south#george', 91)).toBe('+447911123456');
    expect((await upsert('acme#south#george', 92, '+27 82 123 4567')).statusCode).toBe(200);
    expect(await phoneOf('acme#south#george', 92)).toBe('+27821234567');
    // acme#north sets no country: ZA.
    expect((await upsert('acme#north#pretoria', 93, '082 123 9999')).statusCode).toBe(200);
    expect(await phoneOf('acme#north#pretoria', 93)).toBe('+27821239999');
    const config = await server.call(
      'hierarchyOperations/retrieveHierarchyConfiguration',
      {},
      'demo-admin',
    );
    const flags = (config.json() as HierarchyConfiguration).tenantFlags;
    expect(flags['acme#south#george']?.entityLocationData.country).toBe('GB');
    expect(flags['acme#north#pretoria']?.entityLocationData.country).toBeUndefined();
  });
});
