import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ManageDevicesRequest } from '../../contract/resources.ts';
import { DEMO_DEVICES } from '../demo/devices.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

const SITE = 'acme#north#jhb-hq';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

function manage(body: ManageDevicesRequest, as = 'demo-admin', headers = {}) {
  return server.call('resourceOperations/manageDevices', body, as, headers);
}

async function devicesAt(hierarchy: string, as = 'demo-admin') {
  const response = await server.call(
    'resourceOperations/retrieveDevices',
    { query: { hierarchies: [hierarchy], beginTime: 0, endTime: 9_999_999_999_999 } },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Items: Record<string, unknown>[] }).Items;
}

describe('devices', () => {
  test('the demo sites have devices, disconnected until they connect', async () => {
    const items = await devicesAt(SITE);
    const demo = DEMO_DEVICES.filter((device) => device.EntityHierarchy === SITE);
    expect(items.map((item) => item.deviceId).sort()).toEqual(
      demo.map((device) => device.deviceId).sort(),
    );
    for (const item of items) expect(item.connectionState).toBe('DISCONNECTED');
  });

  test('registering answers the key once, stores only its hash, and removal ends it', async () => {
    const body: ManageDevicesRequest = {
      operation: 'REGISTER_NEW',
      EntityHierarchy: SITE,
      name: 'Gate kiosk',
      kind: 'KIOSK',
    };
    const headers = { 'idempotency-key': 'register-once-1' };
    const first = await manage(body, 'demo-admin', headers);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json() as { deviceId: string; deviceKey: string };
    expect(created.deviceKey).toMatch(/^ghd_[A-Za-z0-9_-]{43}$/);
    const repeat = await manage(body, 'demo-admin', headers);
    expect(repeat.json()).toEqual({ key: 'OPERATION_PROCESSED', deviceId: created.deviceId });

    const stored = await server.db.query('SELECT * FROM device_keys');
    expect(JSON.stringify(stored.rows)).not.toContain(created.deviceKey);
    const listed = (await devicesAt(SITE)).filter((item) => item.name === 'Gate kiosk');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ kind: 'KIOSK', registeredBy: 'admin@example.com' });

    const removal: ManageDevicesRequest = {
      operation: 'DELETE_EXISTING',
      EntityHierarchy: SITE,
      deviceId: created.deviceId,
    };
    expect((await manage(removal)).statusCode).toBe(200);
    expect((await devicesAt(SITE)).some((item) => item.deviceId === created.deviceId)).toBe(false);
    const again = await manage(removal);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ key: 'DEVICE_NOT_FOUND' });
  });

  test('a name that is blank or a kind that is unknown is refused', async () => {
    const blank = await manage({
      operation: 'REGISTER_NEW',
      EntityHierarchy: SITE,
      name: '  ',
      kind: 'KIOSK',
    });
    expect(blank.statusCode).toBe(400);
    const kind = await server.call(
      'resourceOperations/manageDevices',
      { operation: 'REGISTER_NEW', EntityHierarchy: SITE, name: 'X', kind: 'TOASTER' },
      'demo-admin',
    );
    expect(kind.statusCode).toBe(400);
  });
});

describe('user login audit', () => {
  const put = (sub: string, email: string, organisation: string, at: number, terminal: string) =>
    server.call(
      'userOperations/putUserLoginAudit',
      {
        OrganizationId: organisation,
        evtTimeStamp: at,
        email,
        event: 'USER_LOGIN',
        terminalId: terminal,
        sub,
        MTHA: false,
      },
      sub,
    );

  test("an ADMIN reads their organisation's sign-ins newest first, paged and searched", async () => {
    const base = Date.now() - 60_000;
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await put('demo-admin', 'admin@example.com', 'acme', base + i, `term-${i}`)).statusCode,
      ).toBe(200);
    }
    expect(
      (await put('demo-host', 'host@example.com', 'acme', base + 10, 'host-tab')).statusCode,
    ).toBe(200);
    expect(
      (await put('demo-other', 'other@example.com', 'globex', base + 20, 'globex-pc')).statusCode,
    ).toBe(200);

    const read = (query: Record<string, unknown>, as = 'demo-admin') =>
      server.call('userOperations/retrieveUserLoginAudit', { query }, as);
    const first = await read({ limit: 4 });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as {
      entries: { evtTimeStamp: number; userEmail: string; userTerminalId: string }[];
      next?: { evtTimeStamp: number; sub: string };
    };
    expect(page.entries.map((e) => e.userTerminalId)).toEqual([
      'host-tab',
      'term-4',
      'term-3',
      'term-2',
    ]);
    expect(page.next).toBeDefined();
    const second = (await read({ limit: 4, before: page.next })).json() as typeof page;
    expect(second.entries.map((e) => e.userTerminalId)).toEqual(['term-1', 'term-0']);
    expect(second.next).toBeUndefined();

    const searched = (await read({ search: 'HOST@' })).json() as typeof page;
    expect(searched.entries.map((e) => e.userEmail)).toEqual(['host@example.com']);
    // PostgreSQL text cannot hold NUL: refused as bad input, not a 500 (compat run, seed 1957742066).
    expect((await read({ search: 'a\u0000b' })).statusCode).toBe(400);
    const everything = JSON.stringify((await read({})).json());
    expect(everything).not.toContain('globex-pc');

    const globex = (await read({}, 'demo-other')).json() as typeof page;
    expect(globex.entries.map((e) => e.userTerminalId)).toEqual(['globex-pc']);
  });
});

describe('a HOST reaches none of these operations', () => {
  test.each([
    [
      'resourceOperations/retrieveDevices',
      { query: { hierarchies: [SITE], beginTime: 0, endTime: 1 } },
    ],
    [
      'resourceOperations/manageDevices',
      { operation: 'REGISTER_NEW', EntityHierarchy: SITE, name: 'H', kind: 'KIOSK' },
    ],
    [
      'resourceOperations/manageDevices',
      { operation: 'DELETE_EXISTING', EntityHierarchy: SITE, deviceId: 'demo-jhb-kiosk' },
    ],
    ['userOperations/retrieveUserLoginAudit', { query: {} }],
  ] as const)('%s is refused', async (operation, body) => {
    const response = await server.call(operation, body, 'demo-host');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Not Authorized' });
  });

  test('an ADMIN without amResourceAdmin cannot manage devices', async () => {
    const response = await server.call(
      'resourceOperations/retrieveDevices',
      { query: { hierarchies: ['acme#south'], beginTime: 0, endTime: 1 } },
      'demo-marshal',
    );
    expect(response.statusCode).toBe(403);
  });
});
