import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type CompatApp,
  type LiveSubscriber,
  realServerUrls,
  signInVisitor,
  startCompatApp,
  subscribeLive,
} from '../testing/compatApp.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { type MosquittoServer, startMosquitto } from '../testing/mosquitto.ts';

/**
 * Fault test on real parts: Mosquitto (its own, with persistence) stops in the middle of a stream
 * of writes and comes back on the same port. The publisher must neither lose nor skip a change:
 * publisher_state.last_seq only advances after the broker acknowledged the batch.
 */
const TOPIC = 'visitorEvents/acme/north/#';
const HIERARCHY = 'acme#north#pretoria';
const WRITERS = 3;
const WRITES_PER_WRITER = 20;
let mosquitto: MosquittoServer;
let app: CompatApp;
let subscriber: LiveSubscriber | undefined;
/** Its own connection, so the publisher's cursor stays readable after the app closed. */
let observer: Database;

beforeAll(async () => {
  mosquitto = await startMosquitto();
  const { databaseUrl } = realServerUrls();
  app = await startCompatApp({ databaseUrl, mqttUrl: mosquitto.url });
  observer = await openDatabase({ url: databaseUrl, dataDir: 'unused' });
});

afterAll(async () => {
  await subscriber?.client.endAsync(true);
  await app?.app.close();
  await observer?.close();
  await mosquitto?.dispose();
});

async function lastPublishedSeq(): Promise<number> {
  const { rows } = await observer.query<{ last_seq: string }>(
    'SELECT last_seq FROM publisher_state WHERE id = 1',
  );
  return Number(rows[0]?.last_seq ?? 0);
}

async function until(condition: () => boolean, what: string): Promise<void> {
  await expect.poll(condition, { timeout: 10_000, interval: 5, message: what }).toBe(true);
}

describe('restart the broker mid-stream', () => {
  test('a persistent QoS 1 subscriber ends with every change exactly once after dedupe by changeSeq, and the publisher resumes', async () => {
    const live = await subscribeLive(mosquitto.url, TOPIC, 'compat-broker-restart');
    subscriber = live;
    const cookie = await app.signedIn('demo-admin');
    const written: Array<{ key: string; changeSeq: number }> = [];
    const ours = new Set<string>();
    const writer = async (name: string) => {
      for (let index = 0; index < WRITES_PER_WRITER; index++) {
        const change = await signInVisitor(app, cookie, HIERARCHY, `${name}${index}`);
        ours.add(change.key);
        written.push(change);
      }
    };
    const received = () => live.events.filter(({ key }) => ours.has(key));
    const total = WRITERS * WRITES_PER_WRITER;

    const stream = Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(`W${index}_`)));
    await until(() => received().length >= total / 4, 'a quarter of the stream received');
    await mosquitto.stop();
    const writtenAtStop = written.length;
    await until(
      () => written.length >= (total * 3) / 4,
      'writes continue while the broker is down',
    );
    expect(await lastPublishedSeq()).toBeLessThan(Math.max(...written.map((w) => w.changeSeq)));
    await mosquitto.start();
    await stream;

    const expected = written.map(({ changeSeq }) => changeSeq).sort((a, b) => a - b);
    const uniqueReceived = () =>
      [...new Set(received().map(({ changeSeq }) => changeSeq))].sort((a, b) => a - b);
    await expect.poll(uniqueReceived, { timeout: 20_000, interval: 100 }).toEqual(expected);
    expect(writtenAtStop).toBeLessThan(total);
    // Resumed: its cursor passed every write, and each event carries its own change.
    await expect.poll(lastPublishedSeq, { timeout: 5000 }).toBeGreaterThanOrEqual(expected.at(-1)!);
    for (const event of received()) {
      expect(written).toContainEqual({ key: event.key, changeSeq: event.changeSeq });
    }
  });

  test('the app shuts down at once while the broker is down, its unpublished changes kept for later', async () => {
    await mosquitto.stop();
    const cookie = await app.signedIn('demo-admin');
    const pending = await signInVisitor(app, cookie, HIERARCHY, 'Unpublished');
    const closing = app.app.close();
    const closed = await Promise.race([
      closing.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 3000)),
    ]);
    expect(closed).toBe(true);
    expect(await lastPublishedSeq()).toBeLessThan(pending.changeSeq);
  });
});
