import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { visitorLogRetrieved } from '../contract/operations.ts';
import {
  type CompatApp,
  type LiveSubscriber,
  realServerUrls,
  signInVisitor,
  startCompatApp,
  subscribeLive,
} from './testing/compatApp.ts';

/**
 * The whole app with DATABASE_URL on PostgreSQL and MQTT_URL on Mosquitto, and scale-out: two
 * instances on one database, each with its own publisher, behind one broker.
 */
const servers = realServerUrls();
const TOPIC = 'visitorEvents/acme/north/#';
const HIERARCHY = 'acme#north#pretoria';
let instanceA: CompatApp;
let instanceB: CompatApp | undefined;
const subscribers: LiveSubscriber[] = [];

beforeAll(async () => {
  instanceA = await startCompatApp(servers);
});

afterAll(async () => {
  await Promise.all(subscribers.map(({ client }) => client.endAsync(true)));
  await instanceB?.app.close();
  await instanceA?.app.close();
});

async function subscribe(url: string, clientId: string): Promise<LiveSubscriber> {
  const subscriber = await subscribeLive(url, TOPIC, clientId);
  subscribers.push(subscriber);
  return subscriber;
}

function receivedKeys(subscriber: LiveSubscriber): string[] {
  return subscriber.events.map((event) => event.key);
}

describe('one instance on PostgreSQL and Mosquitto', () => {
  test('a subscriber on Mosquitto (TCP and WebSocket) receives the live event of a sign-in through the API', async () => {
    const overTcp = await subscribe(servers.mqttUrl, 'compat-app-tcp');
    const overWebSocket = await subscribe(servers.mqttWsUrl, 'compat-app-ws');
    const cookie = await instanceA.signedIn('demo-admin');
    const written = await signInVisitor(instanceA, cookie, HIERARCHY, 'Live');
    for (const subscriber of [overTcp, overWebSocket]) {
      await expect.poll(() => receivedKeys(subscriber), { timeout: 5000 }).toContain(written.key);
      const event = subscriber.events.find(({ key }) => key === written.key);
      expect(event).toMatchObject({
        eventType: 'INSERT',
        EntityHierarchy: HIERARCHY,
        changeSeq: written.changeSeq,
      });
    }
  });
});

describe('two instances on one PostgreSQL (scale-out)', () => {
  test('each write is published exactly once, whichever instance took it, and is readable through the other', async () => {
    instanceB = await startCompatApp(servers);
    const subscriber = await subscribe(servers.mqttUrl, 'compat-scale-out');
    const [cookieA, cookieB] = [
      await instanceA.signedIn('demo-admin'),
      await instanceB.signedIn('demo-admin'),
    ];
    const started = Date.now();
    const written = [];
    for (let index = 0; index < 20; index++) {
      const [app, cookie] = index % 2 === 0 ? [instanceA, cookieA] : [instanceB, cookieB];
      written.push(await signInVisitor(app, cookie, HIERARCHY, `Scale${index}`));
    }
    const writtenSeqs = written.map(({ changeSeq }) => changeSeq);
    await expect
      .poll(() => subscriber.events.map(({ changeSeq }) => changeSeq), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(writtenSeqs));
    // Several publisher intervals of both instances later, still nothing sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const twice = [...subscriber.deliveries()].filter(([, count]) => count > 1);
    expect(twice).toEqual([]);

    const throughB = await instanceB.post('visitorLogOperations/retrieveVisitorLog', cookieB, {
      query: {
        hierarchies: [HIERARCHY],
        beginTime: started - 60_000,
        endTime: Date.now() + 60_000,
      },
    });
    expect(throughB.statusCode).toBe(200);
    const keys = visitorLogRetrieved
      .parse(throughB.json())
      .Items.map((item) => item.evtTimeStampProfileID);
    expect(keys).toEqual(expect.arrayContaining(written.map(({ key }) => key)));
  });
});
