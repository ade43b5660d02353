import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/testServer.ts';
import { DEFAULT_TIME_ZONE } from './visitorWrites.ts';

// A reception's assisted check-in sends no zone: the record gets the site's, not a fixed one.
const SITE = 'acme#south#george';
const UNZONED_SITE = 'acme#north#jhb-hq';
const JUNE = Date.UTC(2026, 5, 15, 9, 0);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

async function signIn(hierarchy: string) {
  const response = await server.call(
    'visitorLogOperations/signInVisitor',
    {
      EntityHierarchy: hierarchy,
      firstName: 'Zoe',
      lastName: 'Zone',
      evtTimeStamp: JUNE,
    },
    'demo-admin',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item as { evtTimeZone: string; evtTZOffset: number };
}

describe("a sign-in without a zone is recorded in the site's zone", () => {
  test("the site's configured zone (inherited from its region) and its offset at the sign-in", async () => {
    const saved = await server.call(
      'configurationOperations/saveLocationSettings',
      {
        EntityHierarchy: 'acme#south',
        section: 'locationConfig',
        lmt: 0,
        value: { enabled: true, locationShortDescription: 'South', timeZone: 'Pacific/Kiritimati' },
      },
      'demo-admin',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await signIn(SITE)).toMatchObject({
      evtTimeZone: 'Pacific/Kiritimati',
      evtTZOffset: -840,
    });
  });

  test('a site where no location names a zone gets the default', async () => {
    expect((await signIn(UNZONED_SITE)).evtTimeZone).toBe(DEFAULT_TIME_ZONE);
  });
});
