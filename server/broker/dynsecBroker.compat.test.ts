import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  type CompatApp,
  realServerUrls,
  signInVisitor,
  startCompatApp,
} from '../testing/compatApp.ts';
import { type MosquittoServer, startMosquitto } from '../testing/mosquitto.ts';
import { TEST_CONFIG } from '../testing/testServer.ts';
import { type SubscribeCredential, signSubscribeCredential } from './credentials.ts';

/**
 * Issue 31: a locked-down external broker. Real Mosquitto with its dynamic security plugin, two
 * app instances on one PostgreSQL database managing its accounts (MQTT_ADMIN_USERNAME /
 * MQTT_ADMIN_PASSWORD): every client is checked by the broker, whichever instance issued its
 * credential and whichever one it signs out on.
 */
const ADMIN = { username: 'gatehouse-admin', password: 'compat-admin-password' };
const GRANTED = 'visitorEvents/acme/north/#';
const NOT_GRANTED = 'visitorEvents/acme/south/#';
const HIERARCHY = 'acme#north#pretoria';
const PUBLIC_ORIGIN = new URL(TEST_CONFIG.publicUrl).origin;

let mosquitto: MosquittoServer;
let first: CompatApp;
let second: CompatApp;
const clients: MqttClient[] = [];

beforeAll(async () => {
  mosquitto = await startMosquitto({ dynsec: ADMIN });
  const { databaseUrl } = realServerUrls();
  // One after the other: simultaneous first starts on an empty database are another item's test.
  first = await startCompatApp({ databaseUrl, mqttUrl: mosquitto.url, mqttAdmin: ADMIN });
  second = await startCompatApp({ databaseUrl, mqttUrl: mosquitto.url, mqttAdmin: ADMIN });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
});
afterAll(async () => {
  await first?.app.close();
  await second?.app.close();
  await mosquitto?.dispose();
});

async function credentialFrom(
  app: CompatApp,
  cookie: string,
  topics: string[],
  clientId: string,
): Promise<SubscribeCredential> {
  const response = await app.post('userOperations/retrieveSubscribeCredential', cookie, {
    topics,
    clientId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().credential as SubscribeCredential;
}

/** Connects as the browser does: the issued client id as client id and user name, the token. */
async function connect(
  credential: Pick<SubscribeCredential, 'clientId' | 'token'>,
  options: IClientOptions = {},
  url = mosquitto.url,
): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, {
    clientId: credential.clientId,
    username: credential.clientId,
    password: credential.token,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...options,
  });
  clients.push(client);
  return client;
}

/** The SUBACK code the broker answers (128 / 135: refused). */
async function subscribeCode(client: MqttClient, topic: string): Promise<number> {
  return client.subscribeAsync(topic, { qos: 1 }).then(
    (granted) => granted[0]?.qos ?? -1,
    (error: { packet?: { granted?: number[] } }) => error.packet?.granted?.[0] ?? -1,
  );
}

function closedWithin(client: MqttClient, ms: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    client.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('Mosquitto with dynamic security, managed by two instances', () => {
  test('an anonymous client is refused, with or without a user name', async () => {
    await expect(
      mqtt.connectAsync(mosquitto.url, { reconnectPeriod: 0, connectTimeout: 5000 }),
    ).rejects.toThrow(/Not authorized/i);
    await expect(
      mqtt.connectAsync(mosquitto.wsUrl, {
        username: 'gatehouse',
        reconnectPeriod: 0,
        connectTimeout: 5000,
      }),
    ).rejects.toThrow(/Not authorized/i);
  });

  test('a forged token, and a well-signed credential the server never issued, are refused', async () => {
    const cookie = await first.signedIn('demo-admin');
    const issued = await credentialFrom(first, cookie, [GRANTED], 'forgery-target');
    const forged = await signSubscribeCredential('not-the-server-secret-at-all-xxxxxx', {
      sub: 'demo-admin',
      clientId: issued.clientId,
      topics: [GRANTED, NOT_GRANTED],
      sessionTag: undefined,
    });
    await expect(connect({ clientId: issued.clientId, token: forged.token })).rejects.toThrow(
      /Not authorized/i,
    );
    const unissued = await signSubscribeCredential(TEST_CONFIG.sessionSecret, {
      sub: 'demo-admin',
      clientId: 'gh-never-issued',
      topics: ['visitorEvents/#'],
      sessionTag: undefined,
    });
    await expect(connect(unissued)).rejects.toThrow(/Not authorized/i);
    // The right client id is bound to its account: another client id with its token is refused.
    await expect(connect({ clientId: 'gh-other-id', token: issued.token })).rejects.toThrow(
      /Not authorized/i,
    );
  });

  test('a signed-in client (WebSocket, as the browser) gets its grant only, may not publish, and receives what either instance writes', async () => {
    const cookie = await first.signedIn('demo-admin');
    const credential = await credentialFrom(first, cookie, [GRANTED], 'browser-tab');
    const client = await connect(credential, {}, mosquitto.wsUrl);
    expect(await subscribeCode(client, GRANTED)).toBe(1);
    expect(await subscribeCode(client, NOT_GRANTED)).toBe(128);
    expect(await subscribeCode(client, 'visitorEvents/#')).toBe(128);

    const observerCredential = await credentialFrom(second, cookie, [GRANTED], 'observer-tab');
    const observer = await connect(observerCredential);
    expect(await subscribeCode(observer, GRANTED)).toBe(1);
    const observed: string[] = [];
    observer.on('message', (_topic, payload) => observed.push(String(payload)));

    // MQTT 5 reports the refusal in the PUBACK; 3.1.1 (the browser's) has no way to, so the
    // observer's silence is the proof for both.
    const v5 = await connect(await credentialFrom(first, cookie, [GRANTED], 'publisher-v5'), {
      protocolVersion: 5,
    });
    await expect(
      v5.publishAsync('visitorEvents/acme/north/pretoria', '{"forged":true}', { qos: 1 }),
    ).rejects.toThrow(/Not authorized/i);
    await client.publishAsync('visitorEvents/acme/north/pretoria', '{"forged":true}', { qos: 1 });

    const write = await signInVisitor(second, cookie, HIERARCHY, 'Dynsec');
    second.notifyCommitted();
    await expect
      .poll(() => observed.some((payload) => payload.includes(write.key)), { timeout: 5000 })
      .toBe(true);
    expect(observed.filter((payload) => payload.includes('forged'))).toEqual([]);
  });

  test('an expired credential is disconnected within seconds and no longer connects', async () => {
    const cookie = await first.signedIn('demo-admin');
    const issued = await credentialFrom(first, cookie, [GRANTED], 'expiring-tab');
    // The same credential as if issued 10 minutes ago: it runs out in a second.
    const expiring = { ...issued, expiresAt: Date.now() + 1000 };
    await first.broker!.admit(expiring, { sub: 'demo-admin' });
    const client = await connect(expiring);
    expect(await closedWithin(client, 5000)).toBeLessThan(5000);
    await expect(connect(expiring)).rejects.toThrow(/Not authorized/i);
  });

  test('sign-out on the other instance disconnects the client within 10 s', async () => {
    const cookie = await first.signedIn('demo-admin');
    const credential = await credentialFrom(first, cookie, [GRANTED], 'signing-out-tab');
    const client = await connect(credential);
    expect(await subscribeCode(client, GRANTED)).toBe(1);
    const otherSession = await first.signedIn('demo-admin');
    const other = await connect(await credentialFrom(first, otherSession, [GRANTED], 'other-tab'));

    const closed = closedWithin(client, 10_000);
    const logout = await second.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie, origin: PUBLIC_ORIGIN },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await closed).toBeLessThan(10_000);
    await expect(connect(credential)).rejects.toThrow(/Not authorized/i);
    // The user's other sign-in (another device) keeps its connection.
    expect(other.connected).toBe(true);
  });

  test('a user who lost access is disconnected by the periodic sweep', async () => {
    const cookie = await first.signedIn('demo-host');
    const topic = 'visitorEvents/acme/north/jhb-hq/#';
    const credential = await credentialFrom(first, cookie, [topic], 'losing-access-tab');
    const client = await connect(credential);
    expect(await subscribeCode(client, topic)).toBe(1);
    const closed = closedWithin(client, 15_000);
    await first.db.query('DELETE FROM user_locations WHERE sub = $1', ['demo-host']);
    expect(await closed).toBeLessThan(15_000);
    await expect(connect(credential)).rejects.toThrow(/Not authorized/i);
  });
});
