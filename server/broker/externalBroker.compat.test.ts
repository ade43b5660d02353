import Fastify from 'fastify';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUsers, openTestDatabase } from '../auth/testFixtures.ts';
import type { Database } from '../db/database.ts';
import { startMosquitto } from '../testing/mosquitto.ts';
import { connectExternalBroker } from './externalBrokerClient.ts';
import { registerBroker } from './plugin.ts';

/** With MQTT_URL the publisher publishes to an external broker: Mosquitto at TEST_MQTT_URL. */
const url = process.env.TEST_MQTT_URL!;

describe('publisher with an external broker (MQTT_URL)', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestUsers(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('publishes committed changes there with QoS 1', async () => {
    const subscriber = await mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 5000 });
    await subscriber.subscribeAsync('visitorEvents/acme/#', { qos: 1 });
    const received = new Promise<{ topic: string; key: string; qos: number }>((resolve) =>
      subscriber.once('message', (topic, payload, packet) =>
        resolve({ topic, key: JSON.parse(payload.toString()).key, qos: packet.qos }),
      ),
    );
    const app = Fastify();
    const broker = await registerBroker(app, { db, secret: 'unused', mqttUrl: url });
    await db.query(
      `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt)
       VALUES ('visitorLog', 'acme#south#cpt', 'ext-1', 'INSERT', 1)`,
    );
    broker.publisher.kick();
    expect(await received).toEqual({ topic: 'visitorEvents/acme/south/cpt', key: 'ext-1', qos: 1 });
    await app.close();
    await subscriber.endAsync();
  });

  it('fails a publish the broker never acknowledges after the timeout, and at once when aborted', async () => {
    const mosquitto = await startMosquitto();
    const client = await connectExternalBroker(mosquitto.url, () => {}, 300);
    await mosquitto.stop();
    const started = Date.now();
    await expect(client.publish('visitorEvents/acme', '{}')).rejects.toThrow(/no PUBACK/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    const waiting = client.publish('visitorEvents/acme', '{}');
    client.abortPending();
    await expect(waiting).rejects.toThrow('publisher closing');
    await expect(client.publish('visitorEvents/acme', '{}')).rejects.toThrow('publisher closing');
    await client.close();
    await mosquitto.dispose();
  });
});
