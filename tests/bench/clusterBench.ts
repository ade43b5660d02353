import mqtt from 'mqtt';
import { createTestSession } from '../../server/auth/testing.ts';
import { openDatabase } from '../../server/db/database.ts';
import { startMosquitto } from '../../server/testing/mosquitto.ts';
import { startPostgresCluster } from '../../server/testing/postgresCluster.ts';
import { createScratchDatabase } from '../../server/testing/scratchDatabase.ts';
import { type AppCluster, startTwoInstances } from '../../server/testing/twoInstances.ts';
import { type Figure, figureOf } from './figures.ts';
import type { Measurement } from './page/storageBench.ts';

/**
 * Issue 31: two real server processes (tsx server/main.ts) on Debian's PostgreSQL and Mosquitto
 * behind the round-robin proxy of server/testing/twoInstances.ts, one database for every round.
 * Per round: WRITES visitor sign-ins through one instance (the other out of rotation), then as
 * many alternating between both, WRITERS at a time; a QoS 1 subscriber times every change.
 */
const WRITES = 300;
const WRITERS = 8;
const TOPIC = 'visitorEvents/acme/north/#';
const HIERARCHY = 'acme#north#pretoria';

interface Phase {
  writesPerSecond: number;
  /** Request sent → subscriber received, per change (an upper bound of commit → subscriber). */
  lagsMs: number[];
}

async function writePhase(cluster: AppCluster, cookie: string, label: string): Promise<Phase> {
  /** Record key → when its request was sent, and when the subscriber received its change. */
  const sentAt = new Map<string, number>();
  const receivedAt = new Map<string, number>();
  const subscriber = await mqtt.connectAsync(cluster.env.MQTT_URL!, {
    clientId: `bench-${label}-${Date.now()}`,
    clean: true,
  });
  subscriber.on('message', (_topic, payload) => {
    const event = JSON.parse(String(payload)) as { key: string };
    if (!receivedAt.has(event.key)) receivedAt.set(event.key, Date.now());
  });
  await subscriber.subscribeAsync(TOPIC, { qos: 1 });
  let next = 0;
  let retries = 0;
  const writer = async () => {
    while (next < WRITES) {
      const name = `${label}-${next++}`;
      const started = Date.now();
      sentAt.set(await signIn(cluster, cookie, name, () => retries++), started);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const writesPerSecond = (WRITES * 1000) / (Date.now() - started);
  const deadline = Date.now() + 30_000;
  const delivered = () => [...sentAt.keys()].filter((key) => receivedAt.has(key)).length;
  while (delivered() < WRITES && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await subscriber.endAsync();
  if (retries > 0) console.log(`${label}: ${retries} requests retried after a network error`);
  if (delivered() < WRITES) throw new Error(`${label}: ${delivered()}/${WRITES} delivered`);
  const lagsMs = [...sentAt].map(([key, sent]) => receivedAt.get(key)! - sent);
  return { writesPerSecond, lagsMs };
}

/** One sign-in, answering the record's key; a network error (a proxy connection reset) is retried with the same key. */
async function signIn(
  cluster: AppCluster,
  cookie: string,
  name: string,
  onRetry: () => void,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${cluster.url}/api/visitorLogOperations/signInVisitor`, {
        method: 'POST',
        headers: {
          cookie,
          origin: cluster.url,
          'content-type': 'application/json',
          'idempotency-key': `bench-${name}`,
        },
        body: JSON.stringify({ EntityHierarchy: HIERARCHY, firstName: name, lastName: 'Bench' }),
      });
      if (response.status !== 200) throw new Error(`signInVisitor: ${await response.text()}`);
      const { item } = (await response.json()) as { item: { evtTimeStampProfileID: string } };
      return item.evtTimeStampProfileID;
    } catch (error) {
      if (!(error instanceof TypeError) || attempt >= 5) throw error;
      onRetry();
    }
  }
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0;
}

export async function clusterBenches(rounds: number): Promise<Figure[]> {
  const postgres = await startPostgresCluster();
  const mosquitto = await startMosquitto();
  const database = await createScratchDatabase(postgres.url, 'gatehouse_bench_cluster');
  let cluster: AppCluster | null = null;
  try {
    cluster = await startTwoInstances({
      databaseUrl: database.url,
      mqttUrl: mosquitto.url,
      mqttWsUrl: mosquitto.wsUrl,
    });
    const db = await openDatabase({ url: database.url, dataDir: 'unused' });
    const cookie = await createTestSession(db, 'demo-admin');
    await db.close();
    const throughput: Measurement[] = [];
    const lag: Measurement[] = [];
    for (let round = 0; round < rounds; round++) {
      const [, second] = cluster.instances;
      second!.setInRotation(false);
      const one = await writePhase(cluster, cookie, `one-${round}`);
      second!.setInRotation(true);
      const two = await writePhase(cluster, cookie, `two-${round}`);
      console.log(
        `cluster round ${round}: ${one.writesPerSecond.toFixed(1)} writes/s through one instance, ` +
          `${two.writesPerSecond.toFixed(1)} through two; lag p95 ${p95(two.lagsMs)} ms`,
      );
      // Time per write: baseline (one instance) ÷ value (two) is the speed-up of the second.
      throughput.push({
        name: 'cluster-write-time-two-instances',
        value: 1000 / two.writesPerSecond,
        unit: 'ms/write',
        baseline: 1000 / one.writesPerSecond,
        ratio: one.writesPerSecond === 0 ? 0 : two.writesPerSecond / one.writesPerSecond,
      });
      lag.push({
        name: 'cluster-publish-lag-p95',
        value: p95(two.lagsMs),
        unit: 'ms',
        baseline: p95(one.lagsMs),
        ratio: p95(two.lagsMs) === 0 ? 0 : p95(one.lagsMs) / p95(two.lagsMs),
      });
    }
    return [figureOf(throughput), figureOf(lag)];
  } finally {
    await cluster?.dispose();
    await database.drop().catch(() => {});
    await mosquitto.dispose();
    postgres.dispose();
  }
}
