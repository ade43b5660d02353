import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUsers, openTestDatabase } from '../auth/testFixtures.ts';
import type { Database } from '../db/database.ts';
import { registerBroker } from './plugin.ts';

/** With MQTT_URL the publisher publishes to an external broker: checked against Mosquitto. */
const MOSQUITTO = '/usr/sbin/mosquitto';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe.skipIf(!existsSync(MOSQUITTO))('publisher with an external broker (MQTT_URL)', () => {
  let mosquitto: ChildProcess;
  let db: Database;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    const config = join(mkdtempSync(join(tmpdir(), 'gh-mosquitto-')), 'mosquitto.conf');
    writeFileSync(config, `listener ${port} 127.0.0.1\nallow_anonymous true\n`);
    mosquitto = spawn(MOSQUITTO, ['-c', config], { stdio: 'ignore' });
    url = `mqtt://127.0.0.1:${port}`;
    db = await openTestDatabase();
    await insertTestUsers(db);
  });

  afterAll(async () => {
    mosquitto?.kill();
    await db?.close();
  });

  it('publishes committed changes there with QoS 1', async () => {
    const subscriber = await connectWithRetry(url);
    await subscriber.subscribeAsync('visitorEvents/acme/#', { qos: 1 });
    const received = new Promise<{ topic: string; key: string }>((resolve) =>
      subscriber.once('message', (topic, payload) =>
        resolve({ topic, key: JSON.parse(payload.toString()).key }),
      ),
    );
    const app = Fastify();
    const broker = await registerBroker(app, { db, secret: 'unused', mqttUrl: url });
    await db.query(
      `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt)
       VALUES ('visitorLog', 'acme#south#cpt', 'ext-1', 'INSERT', 1)`,
    );
    broker.publisher.kick();
    expect(await received).toEqual({ topic: 'visitorEvents/acme/south/cpt', key: 'ext-1' });
    await app.close();
    await subscriber.endAsync();
  });
});

async function connectWithRetry(url: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 1000 });
    } catch (error) {
      if (attempt > 30) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
