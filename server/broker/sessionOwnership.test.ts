import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type GatehouseApp, buildApp } from '../app.ts';
import { createTestSession } from '../auth/testing.ts';
import { TEST_CONFIG } from '../testing/testServer.ts';
import { signSubscribeCredential } from './credentials.ts';

/**
 * MQTT client ids belong to the session that was issued them (issue 18: a signed-in user of
 * another organisation who knew a client id could take its persistent session over). The whole
 * server on a real port: identity, API, the real embedded broker and its publisher.
 */
let server: GatehouseApp;
let baseUrl: string;
let mqttUrl: string;
const clients: MqttClient[] = [];

const VICTIM_TOPIC = 'visitorEvents/acme/north/#';

beforeAll(async () => {
  server = await buildApp({ config: TEST_CONFIG });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  mqttUrl = `${baseUrl.replace('http', 'ws')}/mqtt`;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
});
afterAll(async () => {
  await server.app.close();
});

interface Credential {
  token: string;
  clientId: string;
}

async function credentialFor(cookie: string, topics: string[], clientId: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/userOperations/retrieveSubscribeCredential',
    headers: { cookie },
    payload: { topics, clientId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().credential as Credential;
}

async function connect(
  clientId: string,
  token: string,
  options: IClientOptions = {},
): Promise<MqttClient> {
  const client = await mqtt.connectAsync(mqttUrl, {
    clientId,
    username: 'gatehouse',
    password: token,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...options,
  });
  clients.push(client);
  return client;
}

const closed = (client: MqttClient) =>
  new Promise<void>((resolve) => {
    if (!client.connected) resolve();
    else client.once('close', () => resolve());
  });

async function signInVisitor(cookie: string, lastName: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/visitorLogOperations/signInVisitor',
    headers: { cookie, 'idempotency-key': `ownership-${lastName}` },
    payload: { EntityHierarchy: 'acme#north#pretoria', firstName: 'Own', lastName },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item.evtTimeStampProfileID;
}

function nextMessage(client: MqttClient): Promise<string> {
  return new Promise((resolve) =>
    client.once('message', (_topic, payload) => resolve(String(payload))),
  );
}

describe('MQTT client ids belong to their session', () => {
  test('the server issues the client id; the same session gets the same one back', async () => {
    const cookie = await createTestSession(server.db, 'demo-admin');
    const first = await credentialFor(cookie, [VICTIM_TOPIC], 'browser-chosen-01');
    const again = await credentialFor(cookie, [VICTIM_TOPIC], 'browser-chosen-01');
    expect(first.clientId).not.toBe('browser-chosen-01');
    expect(again.clientId).toBe(first.clientId);
    const otherSession = await createTestSession(server.db, 'demo-admin');
    const other = await credentialFor(otherSession, [VICTIM_TOPIC], 'browser-chosen-01');
    expect(other.clientId).not.toBe(first.clientId);
  });

  test('a user of another organisation cannot take over a known client id or its queued events', async () => {
    const victimCookie = await createTestSession(server.db, 'demo-admin');
    const victim = await credentialFor(victimCookie, [VICTIM_TOPIC], 'victim-browser-1');
    const persistent = { clean: false } as const;
    let victimClient = await connect(victim.clientId, victim.token, persistent);
    await victimClient.subscribeAsync(VICTIM_TOPIC, { qos: 1 });
    await victimClient.endAsync(); // offline; the persistent session queues QoS 1 events
    const queued = await signInVisitor(victimCookie, 'Queued');

    // The attacker knows the victim's client id, both as asked and as issued.
    const attackerCookie = await createTestSession(server.db, 'demo-other');
    for (const asked of ['victim-browser-1', victim.clientId]) {
      const attacker = await credentialFor(attackerCookie, ['globalEvents/globex'], asked);
      expect(attacker.clientId).not.toBe(victim.clientId);
      await expect(connect(victim.clientId, attacker.token, persistent)).rejects.toThrow(
        /Not authorized/i,
      );
    }
    // Even a valid credential naming the id (as an issuer that did not bind ids gave) is refused.
    const unbound = await signSubscribeCredential(TEST_CONFIG.sessionSecret, {
      sub: 'demo-other',
      clientId: victim.clientId,
      topics: [VICTIM_TOPIC],
      sessionTag: undefined,
    });
    await expect(connect(victim.clientId, unbound.token, persistent)).rejects.toThrow(
      /Not authorized/i,
    );

    // The victim's session was neither taken over nor emptied: the queued event is still theirs.
    victimClient = mqtt.connect(mqttUrl, {
      clientId: victim.clientId,
      username: 'gatehouse',
      password: victim.token,
      reconnectPeriod: 0,
      ...persistent,
    });
    clients.push(victimClient);
    const message = await nextMessage(victimClient);
    expect(JSON.parse(message)).toMatchObject({ key: queued });
  });

  test('sign-out closes the session’s MQTT connections, and its credential no longer connects', async () => {
    const cookie = await createTestSession(server.db, 'demo-admin');
    const credential = await credentialFor(cookie, [VICTIM_TOPIC], 'sign-out-browser');
    const client = await connect(credential.clientId, credential.token);
    await client.subscribeAsync(VICTIM_TOPIC, { qos: 0 });
    const otherCookie = await createTestSession(server.db, 'demo-admin');
    const other = await credentialFor(otherCookie, [VICTIM_TOPIC], 'other-device');
    const otherClient = await connect(other.clientId, other.token);

    const ended = closed(client);
    const logout = await fetch(`${baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl },
    });
    expect(logout.status).toBe(200);
    await ended;
    expect(client.connected).toBe(false);
    await expect(connect(credential.clientId, credential.token)).rejects.toThrow(/Not authorized/i);
    // Another sign-in of the same user (another device) keeps its connection.
    expect(otherClient.connected).toBe(true);
  });
});
