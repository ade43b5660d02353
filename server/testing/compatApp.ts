import type { LightMyRequestResponse } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { type LiveEvent, liveEvent } from '../../contract/events.ts';
import { buildApp, type GatehouseApp } from '../app.ts';
import { createTestSession } from '../auth/testing.ts';
import { TEST_CONFIG } from './testServer.ts';

/** The compat pass's servers (tests/compat/run.ts); throws outside it. */
export function realServerUrls(): { databaseUrl: string; mqttUrl: string; mqttWsUrl: string } {
  const { TEST_DATABASE_URL, TEST_MQTT_URL, TEST_MQTT_WS_URL } = process.env;
  if (!TEST_DATABASE_URL || !TEST_MQTT_URL || !TEST_MQTT_WS_URL) {
    throw new Error('Real servers not set up: run this file with `npm run test:compat`');
  }
  return { databaseUrl: TEST_DATABASE_URL, mqttUrl: TEST_MQTT_URL, mqttWsUrl: TEST_MQTT_WS_URL };
}

export interface CompatApp extends GatehouseApp {
  /** POST /api/{operation} with the session cookie and an Idempotency-Key. */
  post(operation: string, cookie: string, body: unknown): Promise<LightMyRequestResponse>;
  /** A session cookie of `sub` (a demo user). */
  signedIn(sub: string): Promise<string>;
}

/**
 * The whole server (identity, API, publisher; demo data seeded when the database is empty) on
 * PostgreSQL and an external MQTT broker, as DATABASE_URL and MQTT_URL configure it.
 */
export async function startCompatApp(options: {
  databaseUrl: string;
  mqttUrl: string;
  /** The broker's dynamic security admin: the app manages the broker's accounts. */
  mqttAdmin?: { username: string; password: string };
}): Promise<CompatApp> {
  const built = await buildApp({
    config: {
      ...TEST_CONFIG,
      databaseUrl: options.databaseUrl,
      mqttUrl: options.mqttUrl,
      ...(options.mqttAdmin ? { mqttAdmin: options.mqttAdmin } : {}),
    },
    checkResponses: true,
  });
  if (built.db.kind !== 'postgres') throw new Error('Expected the app on PostgreSQL');
  let requests = 0;
  return {
    ...built,
    post: (operation, cookie, body) =>
      built.app.inject({
        method: 'POST',
        url: `/api/${operation}`,
        headers: { cookie, 'idempotency-key': `compat-${process.pid}-${Date.now()}-${requests++}` },
        payload: body as object,
      }),
    signedIn: (sub) => createTestSession(built.db, sub),
  };
}

/** Signs a visitor in through the API; answers the written record's key and change_seq. */
export async function signInVisitor(
  app: CompatApp,
  cookie: string,
  hierarchy: string,
  firstName: string,
): Promise<{ key: string; changeSeq: number }> {
  const response = await app.post('visitorLogOperations/signInVisitor', cookie, {
    EntityHierarchy: hierarchy,
    firstName,
    lastName: 'Compat',
  });
  if (response.statusCode !== 200) {
    throw new Error(`signInVisitor answered ${response.statusCode}: ${response.body}`);
  }
  const item = response.json().item as { evtTimeStampProfileID: string; changeSeq: number };
  return { key: item.evtTimeStampProfileID, changeSeq: item.changeSeq };
}

export interface LiveSubscriber {
  client: MqttClient;
  /** Every live event received, duplicates included, in arrival order. */
  events: LiveEvent[];
  /** How many times each change_seq arrived. */
  deliveries(): Map<number, number>;
}

/**
 * An MQTT subscriber like the browser's sync engine: persistent session (clean: false), QoS 1,
 * reconnecting on its own.
 */
export async function subscribeLive(
  url: string,
  topic: string,
  clientId: string,
  /** A broker account (e.g. a subscribe credential: the issued client id and the token). */
  account?: { username: string; password: string },
): Promise<LiveSubscriber> {
  const client = await mqtt.connectAsync(url, {
    clientId,
    ...account,
    clean: false,
    reconnectPeriod: 200,
    connectTimeout: 5000,
  });
  const events: LiveEvent[] = [];
  client.on('message', (_topic, payload) => {
    events.push(liveEvent.parse(JSON.parse(String(payload))));
  });
  await client.subscribeAsync(topic, { qos: 1 });
  return {
    client,
    events,
    deliveries() {
      const counts = new Map<number, number>();
      for (const event of events)
        counts.set(event.changeSeq, (counts.get(event.changeSeq) ?? 0) + 1);
      return counts;
    },
  };
}
