import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestSession } from '../auth/testing.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { type LiveSubscriber, realServerUrls, subscribeLive } from '../testing/compatApp.ts';
import { type MosquittoServer, startMosquitto } from '../testing/mosquitto.ts';
import { type AppCluster, type AppInstance, startTwoInstances } from '../testing/twoInstances.ts';
import { PUBLISHER_METRICS_PATH } from './plugin.ts';
import type { PublishLagSnapshot } from './publishLag.ts';

/**
 * Issue 31: a publisher that survives a stalled instance. Two real server processes on
 * PostgreSQL behind a round-robin proxy (server/testing/twoInstances.ts), with Mosquitto locked
 * down by its dynamic security plugin (the instances manage its accounts); a QoS 1 subscriber
 * like the browser's sync engine, connected with a subscribe credential.
 */
const ADMIN = { username: 'gatehouse-admin', password: 'failover-admin-password' };
const TOPIC = 'visitorEvents/acme/north/#';
const HIERARCHY = 'acme#north#pretoria';
const BURST = 500;
const WRITERS = 8;
/** The publisher holder is killed once this many writes were acknowledged. */
const KILL_AFTER = 150;

let cluster: AppCluster;
let mosquitto: MosquittoServer;
let db: Database;
let cookie: string;
const subscribers: LiveSubscriber[] = [];

beforeAll(async () => {
  const { databaseUrl } = realServerUrls();
  mosquitto = await startMosquitto({ dynsec: ADMIN });
  cluster = await startTwoInstances({
    databaseUrl,
    mqttUrl: mosquitto.url,
    mqttWsUrl: mosquitto.wsUrl,
    env: { MQTT_ADMIN_USERNAME: ADMIN.username, MQTT_ADMIN_PASSWORD: ADMIN.password },
  });
  db = await openDatabase({ url: databaseUrl, dataDir: 'unused' });
  cookie = await createTestSession(db, 'demo-admin');
});

afterAll(async () => {
  await Promise.all(subscribers.map((subscriber) => subscriber.client.endAsync(true)));
  await cluster?.dispose();
  await db?.close();
  await mosquitto?.dispose();
});

/** A persistent QoS 1 subscriber on TOPIC, with a credential issued through the proxy. */
async function subscriber(name: string): Promise<LiveSubscriber> {
  const response = await fetch(`${cluster.url}/api/userOperations/retrieveSubscribeCredential`, {
    method: 'POST',
    headers: { cookie, origin: cluster.url, 'content-type': 'application/json' },
    body: JSON.stringify({ topics: [TOPIC], clientId: `${name}-${Date.now()}` }),
  });
  expect(response.status).toBe(200);
  const { credential } = (await response.json()) as {
    credential: { clientId: string; token: string };
  };
  const live = await subscribeLive(mosquitto.url, TOPIC, credential.clientId, {
    username: credential.clientId,
    password: credential.token,
  });
  subscribers.push(live);
  return live;
}

async function publishing(instance: AppInstance): Promise<boolean> {
  const response = await fetch(`${instance.url}${PUBLISHER_METRICS_PATH}`);
  return ((await response.json()) as PublishLagSnapshot).publishing;
}

/** The instance holding the publisher role, once exactly one says it does. */
async function publisherHolder(): Promise<AppInstance> {
  let holder: AppInstance | undefined;
  await expect
    .poll(async () => {
      const running = cluster.instances.filter((instance) => instance.running);
      const flags = await Promise.all(running.map(publishing));
      const holders = running.filter((_, index) => flags[index]);
      holder = holders.length === 1 ? holders[0] : undefined;
      return holder !== undefined;
    })
    .toBe(true);
  return holder!;
}

/**
 * Signs a visitor in through `baseUrl` (an instance or the proxy) with a fixed Idempotency-Key,
 * retrying the same key while instances fail, so an acknowledged write is stored once.
 */
async function signIn(baseUrl: string, name: string): Promise<{ key: string; changeSeq: number }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const response = await fetch(`${baseUrl}/api/visitorLogOperations/signInVisitor`, {
        method: 'POST',
        headers: {
          cookie,
          origin: cluster.url,
          'content-type': 'application/json',
          'idempotency-key': `failover-${name}`,
        },
        body: JSON.stringify({ EntityHierarchy: HIERARCHY, firstName: name, lastName: 'Failover' }),
      });
      if (response.status === 200) {
        const { item } = (await response.json()) as {
          item: { evtTimeStampProfileID: string; changeSeq: number };
        };
        return { key: item.evtTimeStampProfileID, changeSeq: item.changeSeq };
      }
      await response.body?.cancel();
    } catch {
      // The instance died mid-request: the same key again, through the proxy's next instance.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`signInVisitor ${name} never succeeded`);
}

describe('publisher failover with two instances', () => {
  test('the publisher holder frozen (SIGSTOP): writes through the other reach subscribers within 5 s', async () => {
    const live = await subscriber('failover-freeze');
    const holder = await publisherHolder();
    const other = cluster.instances.find((instance) => instance !== holder)!;
    holder.setInRotation(false);
    holder.stop();
    try {
      const written = await signIn(other.url, `frozen-${Date.now()}`);
      const acknowledged = Date.now();
      await expect
        .poll(() => live.deliveries().has(written.changeSeq), { timeout: 5000 })
        .toBe(true);
      expect(Date.now() - acknowledged).toBeLessThan(5000);
    } finally {
      holder.cont();
      holder.setInRotation(true);
    }
  });

  test('500 writes alternating between instances, the publisher holder killed (SIGKILL) mid-burst: every acknowledged write stored once and delivered', async () => {
    const live = await subscriber('failover-kill');
    const holder = await publisherHolder();
    const run = `burst-${Date.now()}`;
    const written: Array<{ key: string; changeSeq: number }> = [];
    let next = 0;
    let killed: Promise<void> | null = null;
    const writer = async () => {
      while (next < BURST) {
        const index = next++;
        written.push(await signIn(cluster.url, `${run}-${index}`));
        if (written.length >= KILL_AFTER && !killed) {
          killed = holder.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await killed;
    expect(holder.running).toBe(false);
    expect(written).toHaveLength(BURST);

    const { rows } = await db.query<{ record_key: string; stored: string }>(
      `SELECT record_key, count(*) AS stored FROM change_feed
        WHERE op = 'INSERT' AND record_key = ANY($1::text[]) GROUP BY record_key`,
      [written.map((write) => write.key)],
    );
    expect(rows).toHaveLength(BURST);
    expect(rows.filter((row) => Number(row.stored) !== 1)).toEqual([]);

    const missing = () => written.filter((write) => !live.deliveries().has(write.changeSeq)).length;
    await expect.poll(missing, { timeout: 10_000 }).toBe(0);
  });
});
