import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import mqtt, { ErrorWithSubackPacket, type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveEvent } from '../../contract/events.ts';
import type { Database } from '../db/database.ts';
import { loadSessionUser } from '../auth/sessionUser.ts';
import { insertTestUsers, openTestDatabase, TEST_USERS } from '../auth/testFixtures.ts';
import { issueSubscribeCredential, SUBSCRIBE_CREDENTIAL_TTL_SECONDS } from './credentials.ts';
import { type BrokerHandle, registerBroker } from './plugin.ts';
import { everyFeatureOn } from '../testing/tenantFlags.ts';

const tenantFlags = everyFeatureOn(['acme', 'acme#north', 'acme#north#jhb', 'acme#south']);

const secret = 'broker-test-secret';
const hostTopic = 'visitorEvents/acme/north/jhb/#';
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
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/mqtt`;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
});

afterAll(async () => {
  await app.close();
  await db.close();
});

async function hostCredential(clientId: string, topics = [hostTopic]) {
  const user = await loadSessionUser(db, TEST_USERS.host.sub);
  if (!user) throw new Error('test user missing');
  return issueSubscribeCredential({ tenantFlags, secret, user, topics, clientId });
}

async function connect(
  clientId: string,
  password: string,
  options: IClientOptions = {},
): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, {
    clientId,
    username: 'anyone',
    password,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...options,
  });
  clients.push(client);
  return client;
}

/** Connects with the client id the credential names (the one the server issued). */
function connectAs(credential: { clientId: string; token: string }): Promise<MqttClient> {
  return connect(credential.clientId, credential.token);
}

/** The QoS the broker granted; 128 means refused (mqtt.js rejects with the SUBACK then). */
async function grantedQos(client: MqttClient, topic: string): Promise<number | undefined> {
  try {
    const granted = await client.subscribeAsync(topic, { qos: 1 });
    return granted[0]?.qos;
  } catch (error) {
    if (error instanceof ErrorWithSubackPacket) {
      const granted: unknown = error.packet.granted[0];
      return typeof granted === 'number' ? granted : undefined;
    }
    throw error;
  }
}

async function insertChange(hierarchy: string, key: string): Promise<void> {
  await db.query(
    `INSERT INTO change_feed (family, hierarchy, record_key, op, lmt, event_time, image)
     VALUES ('visitorLog', $1, $2, 'INSERT', 1700000000000, 1700000000000, $3)`,
    [hierarchy, key, JSON.stringify({ EntityHierarchy: hierarchy, evtTimeStampProfileID: key })],
  );
}

describe('embedded broker at /mqtt', () => {
  it.each([
    ['#'],
    ['+/#'],
    ['$SYS/#'],
    ['visitorEvents/globex/#'],
    ['globalEvents/globex'],
    ['visitorEvents/acme/south/cpt/#'],
    ['visitorEvents/acme/north/#'],
  ])('refuses a subscription to %s outside the credential', async (topic) => {
    const client = await connectAs(await hostCredential('host-refused'));
    expect(await grantedQos(client, topic)).toBe(128);
  });

  it('grants exactly the subscriptions the credential lists', async () => {
    const client = await connectAs(await hostCredential('host-granted'));
    expect(await grantedQos(client, hostTopic)).toBe(1);
  });

  it('refuses an expired credential at connect', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - (SUBSCRIBE_CREDENTIAL_TTL_SECONDS + 5) * 1000);
    const credential = await hostCredential('host-expired');
    vi.useRealTimers();
    await expect(connectAs(credential)).rejects.toThrow(/Not authorized/i);
  });

  it('refuses a forged credential at connect', async () => {
    const user = await loadSessionUser(db, TEST_USERS.host.sub);
    if (!user) throw new Error('test user missing');
    const forged = await issueSubscribeCredential({
      tenantFlags,
      secret: 'not-the-server-secret',
      user: { ...user, locations: [{ EntityHierarchy: 'acme', role: 'ADMIN' }] },
      topics: ['visitorEvents/acme/#'],
      clientId: 'host-forged',
    });
    await expect(connectAs(forged)).rejects.toThrow(/Not authorized/i);
    await expect(connect(forged.clientId, 'not-a-jwt')).rejects.toThrow(/Not authorized/i);
  });

  it('refuses a client id other than the credential names', async () => {
    const { token, clientId } = await hostCredential('host-original');
    expect(clientId).not.toBe('host-original');
    await expect(connect('host-original', token)).rejects.toThrow(/Not authorized/i);
    await expect(connect('host-someone-else', token)).rejects.toThrow(/Not authorized/i);
  });

  it('refuses a client publish: an authorised subscriber never receives it', async () => {
    const listener = await connectAs(await hostCredential('host-listener'));
    expect(await grantedQos(listener, hostTopic)).toBe(1);
    const received: string[] = [];
    listener.on('message', (_topic, payload) => received.push(payload.toString()));

    const publisher = await connectAs(await hostCredential('host-publisher'));
    const closed = new Promise<void>((resolve) => publisher.once('close', () => resolve()));
    publisher.publish('visitorEvents/acme/north/jhb', '{"forged":true}', { qos: 0 });
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });

  it('delivers a committed change to an allowed subscription after kick()', async () => {
    const client = await connectAs(await hostCredential('host-live'));
    expect(await grantedQos(client, hostTopic)).toBe(1);
    const message = new Promise<{ topic: string; body: unknown }>((resolve) =>
      client.once('message', (topic, payload) =>
        resolve({ topic, body: JSON.parse(payload.toString()) }),
      ),
    );
    await insertChange('acme#south#cpt', 'elsewhere-1');
    await insertChange('acme#north#jhb', 'visit-1');
    broker.publisher.kick();

    const { topic, body } = await message;
    expect(topic).toBe('visitorEvents/acme/north/jhb');
    const event = liveEvent.parse(body);
    expect(event).toMatchObject({
      eventType: 'INSERT',
      family: 'visitorLog',
      EntityHierarchy: 'acme#north#jhb',
      key: 'visit-1',
      lmt: 1700000000000,
      eventTime: 1700000000000,
      NewImage: { evtTimeStampProfileID: 'visit-1' },
    });
    expect(typeof event.changeSeq).toBe('number');
  });

  it('ends the session of a user who lost access to a topic, and keeps the others', async () => {
    const admin = await loadSessionUser(db, TEST_USERS.admin.sub);
    if (!admin) throw new Error('test user missing');
    const adminCredential = await issueSubscribeCredential({
      tenantFlags,
      secret,
      user: admin,
      topics: ['visitorEvents/acme/north/#'],
      clientId: 'admin-losing',
    });
    const adminClient = await connectAs(adminCredential);
    expect(await grantedQos(adminClient, 'visitorEvents/acme/north/#')).toBe(1);
    const hostClient = await connectAs(await hostCredential('host-keeping'));
    expect(await grantedQos(hostClient, hostTopic)).toBe(1);

    expect(await broker.revalidate()).toBe(0);
    await db.query('DELETE FROM user_locations WHERE sub = $1', [TEST_USERS.admin.sub]);
    try {
      const closed = new Promise<void>((resolve) => adminClient.once('close', () => resolve()));
      expect(await broker.revalidate()).toBe(1);
      await closed;
      expect(hostClient.connected).toBe(true);
      // Its credential, still unexpired, no longer reads: the issuer refuses a new one.
      await expect(
        issueSubscribeCredential({
          tenantFlags,
          secret,
          user: { ...admin, locations: [] },
          topics: ['visitorEvents/acme/north/#'],
          clientId: 'admin-losing',
        }),
      ).rejects.toMatchObject({ statusCode: 403 });
    } finally {
      await db.query(
        "INSERT INTO user_locations (sub, hierarchy, role) VALUES ($1, 'acme', 'ADMIN')",
        [TEST_USERS.admin.sub],
      );
    }
  });

  it('a resumed persistent session gets nothing its new credential does not cover, even queued', async () => {
    const evacTopic = 'evacuationEvents/acme/north/jhb/#';
    const wide = await hostCredential('host-narrowed', [hostTopic, evacTopic]);
    const before = await connect(wide.clientId, wide.token, { clean: false });
    expect(await grantedQos(before, hostTopic)).toBe(1);
    expect(await grantedQos(before, evacTopic)).toBe(1);
    await before.endAsync();
    // While it is offline an event is queued for its QoS 1 subscription.
    const control = await connectAs(await hostCredential('host-control'));
    expect(await grantedQos(control, hostTopic)).toBe(1);
    const controlled = new Promise<void>((resolve) => control.once('message', () => resolve()));
    await insertChange('acme#north#jhb', 'narrowed-1');
    broker.publisher.kick();
    await controlled;

    // Access narrowed meanwhile: the same client id now holds a credential for evacuations only.
    const narrow = await hostCredential('host-narrowed', [evacTopic]);
    expect(narrow.clientId).toBe(wide.clientId);
    const received: string[] = [];
    const resumed = mqtt.connect(url, {
      clientId: narrow.clientId,
      username: 'anyone',
      password: narrow.token,
      reconnectPeriod: 0,
      clean: false,
    });
    clients.push(resumed);
    resumed.on('message', (topic) => received.push(topic));
    await new Promise<void>((resolve) => resumed.once('connect', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual([]);
  });
});
