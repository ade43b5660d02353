import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { insertTestUsers, openTestDatabase } from '../auth/testFixtures.ts';
import { readRecordWindow } from '../api/records/readRecords.ts';
import { insertDevice } from '../devices/deviceStore.ts';
import { registerBroker } from './plugin.ts';

const SITE = 'acme#north#jhb';
const KEY = 'ghd_device-test-key';
let db: Database;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db);
  await db.transaction((tx) =>
    insertDevice(
      tx,
      {
        EntityHierarchy: SITE,
        deviceId: 'tablet-1',
        name: 'Tablet',
        kind: 'RECEPTION_TABLET',
        registeredBy: 't',
      },
      KEY,
      1_000,
    ),
  );
  app = Fastify({ forceCloseConnections: true });
  await registerBroker(app, { db, secret: 'device-test-secret', publishIntervalMs: 60_000 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/mqtt`;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

async function device() {
  const { items } = await readRecordWindow(db, 'devices', {
    hierarchies: [SITE],
    beginTime: 0,
    endTime: 1,
    keys: [{ hierarchy: SITE, key: 'tablet-1' }],
  });
  return items[0] as Record<string, unknown>;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function connect(password: string, clientId = 'device-tablet-1'): Promise<MqttClient> {
  return mqtt.connectAsync(url, {
    clientId,
    username: 'device:tablet-1',
    password,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
}

describe('device connections', () => {
  it('records a device connected while its key is connected, and when it was last seen', async () => {
    expect((await device()).connectionState).toBe('DISCONNECTED');
    const client = await connect(KEY);
    await until(async () => (await device()).connectionState === 'CONNECTED');
    const connected = await device();
    expect(connected.connectedAt).toEqual(expect.any(Number));
    await client.endAsync(true);
    await until(async () => (await device()).connectionState === 'DISCONNECTED');
    expect((await device()).lastSeenAt).toBeGreaterThanOrEqual(connected.connectedAt as number);
  });

  it('refuses a wrong key and records nothing', async () => {
    const before = await device();
    await expect(connect('ghd_wrong')).rejects.toThrow();
    expect((await device()).changeSeq).toBe(before.changeSeq);
  });

  it('keeps a device connected while a second connection of it remains', async () => {
    const first = await connect(KEY, 'device-tablet-1a');
    const second = await connect(KEY, 'device-tablet-1b');
    await until(async () => (await device()).connectionState === 'CONNECTED');
    await first.endAsync(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await device()).connectionState).toBe('CONNECTED');
    await second.endAsync(true);
    await until(async () => (await device()).connectionState === 'DISCONNECTED');
  });
});
