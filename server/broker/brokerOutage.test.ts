import Fastify, { type FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveEvent } from '../../contract/events.ts';
import { loadSessionUser } from '../auth/sessionUser.ts';
import { insertTestUsers, openTestDatabase, TEST_USERS } from '../auth/testFixtures.ts';
import type { Database } from '../db/database.ts';
import { issueSubscribeCredential } from './credentials.ts';
import { type BrokerHandle, registerBroker } from './plugin.ts';
import { everyFeatureOn } from '../testing/tenantFlags.ts';

const tenantFlags = everyFeatureOn(['acme', 'acme#north', 'acme#north#jhb', 'acme#south']);

/**
 * The embedded broker's outage switch (setEmbeddedBroker, used by the e2e fault suite through
 * server/main.ts): stopped, it drops its clients and refuses new ones while the publisher keeps
 * the changes; started again, it serves and the publisher sends what it held back.
 */
const secret = 'broker-outage-secret';
const topic = 'visitorEvents/acme/north/jhb/#';
let db: Database;
let app: FastifyInstance;
let broker: BrokerHandle;
let url: string;
const clients: MqttClient[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestUsers(db);
  app = Fastify({ forceCloseConnections: true });
  broker = await registerBroker(app, { db, secret, publishIntervalMs: 60_000 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The app is not listening');
  url = `ws://127.0.0.1:${address.port}/mqtt`;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.endAsync(true)));
  await app.close();
  await db.close();
});

async function subscribed(clientId: string): Promise<MqttClient> {
  const user = await loadSessionUser(db, TEST_USERS.host.sub);
  if (!user) throw new Error('test user missing');
  const credential = await issueSubscribeCredential({
    tenantFlags,
    secret,
    user,
    topics: [topic],
    clientId,
  });
  const client = await mqtt.connectAsync(url, {
    clientId: credential.clientId,
    username: 'anyone',
    password: credential.token,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  await client.subscribeAsync(topic, { qos: 1 });
  return client;
}

/** Whether a WebSocket to /mqtt opens (the broker's upgrade) or is refused. */
function webSocketOpens(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'mqtt');
    socket.once('open', () => {
      socket.terminate();
      resolve(true);
    });
    socket.once('unexpected-response', (request) => {
      request.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function insertChange(key: string): Promise<void> {
  await db.query(
    `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt, event_time, image)
     VALUES ('visitorLog', 'acme#north#jhb', $1, 'INSERT', 1700000000000, 1700000000000, $2)`,
    [key, JSON.stringify({ EntityHierarchy: 'acme#north#jhb', evtTimeStampProfileID: key })],
  );
}

describe('embedded broker outage (setEmbeddedBroker)', () => {
  it('stop drops the clients and holds back publishing; start serves again and sends the held-back change', async () => {
    const before = await subscribed('outage-before');
    const dropped = new Promise<void>((resolve) => before.once('close', () => resolve()));
    await broker.setEmbeddedBroker('stop');
    await dropped;
    expect(await webSocketOpens(), 'no broker at /mqtt while stopped').toBe(false);

    await insertChange('held-back');
    expect(await broker.publisher.drain().catch(() => 'failed')).toBe('failed');

    await broker.setEmbeddedBroker('start');
    const after = await subscribed('outage-after');
    const message = new Promise<unknown>((resolve) =>
      after.once('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))),
    );
    expect(await broker.publisher.drain()).toBeGreaterThan(0);
    expect(liveEvent.parse(await message)).toMatchObject({ key: 'held-back' });
  });
});
