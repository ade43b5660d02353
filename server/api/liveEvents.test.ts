import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LiveEvent, liveEvent } from '../../contract/events.ts';
import { buildApp, type GatehouseApp } from '../app.ts';
import { createTestSession } from '../auth/testing.ts';
import { TEST_CONFIG } from '../testing/testServer.ts';

/** The whole server (identity, broker, publisher, API) on a real port, as the browser sees it. */
let server: GatehouseApp;
let baseUrl: string;
let client: MqttClient | undefined;
beforeAll(async () => {
  server = await buildApp({ config: TEST_CONFIG });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await client?.endAsync(true);
  await server.app.close();
});

async function post(path: string, cookie: string | undefined, body: unknown, headers = {}) {
  return server.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: body as object,
  });
}

describe('a session cookie to a live event', () => {
  test('without the cookie the API answers 401', async () => {
    const response = await post(
      'hierarchyOperations/retrieveHierarchyConfiguration',
      undefined,
      {},
    );
    expect(response.statusCode).toBe(401);
  });

  test('a sign-in through the API reaches a subscriber of the subtree within 2 s', async () => {
    const cookie = await createTestSession(server.db, 'demo-admin');
    const credential = await post('userOperations/retrieveSubscribeCredential', cookie, {
      topics: ['visitorEvents/acme/north/#'],
      clientId: 'live-test-01',
    });
    expect(credential.statusCode).toBe(200);
    const { token, clientId } = credential.json().credential;
    client = await mqtt.connectAsync(`${baseUrl.replace('http', 'ws')}/mqtt`, {
      clientId,
      username: 'dashboard',
      password: token,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    await client.subscribeAsync('visitorEvents/acme/north/#', { qos: 1 });
    const received = new Promise<LiveEvent>((resolve) => {
      client?.on('message', (_topic, payload) =>
        resolve(liveEvent.parse(JSON.parse(String(payload)))),
      );
    });
    const started = Date.now();
    const signIn = await post(
      'visitorLogOperations/signInVisitor',
      cookie,
      { EntityHierarchy: 'acme#north#pretoria', firstName: 'Live', lastName: 'Event' },
      { 'idempotency-key': 'live-test-sign-in' },
    );
    expect(signIn.statusCode).toBe(200);
    const event = await received;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toMatchObject({
      eventType: 'INSERT',
      EntityHierarchy: 'acme#north#pretoria',
      key: signIn.json().item.evtTimeStampProfileID,
      NewImage: signIn.json().item,
    });
  });
});
