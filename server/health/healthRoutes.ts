import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** How long one readiness check may take before it counts as failed. */
export const READINESS_TIMEOUT_MS = 2_000;

const DEFAULT_MQTT_PORTS: Record<string, number> = {
  'mqtt:': 1883,
  'tcp:': 1883,
  'mqtts:': 8883,
  'ssl:': 8883,
  'tls:': 8883,
  'ws:': 80,
  'wss:': 443,
};

type Check = () => Promise<void>;

/**
 * `GET /healthz`: the process is up and serving (no I/O, for a liveness probe).
 * `GET /readyz`: the database answers a query and the external broker (MQTT_URL) accepts a TCP
 * connection, each within 2 s; else 503 with the reason (for a balancer's health check).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  options: { db: Database; mqttUrl: string | undefined },
): void {
  const checks: Record<string, Check> = {
    database: async () => {
      await options.db.query('SELECT 1');
    },
    // The embedded broker lives in this process: it is up when the process answers.
    ...(options.mqttUrl ? { broker: () => brokerAccepts(options.mqttUrl!) } : {}),
  };
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'up' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), `no answer within ${READINESS_TIMEOUT_MS} ms`);
          return { name, failure: null };
        } catch (error) {
          return { name, failure: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const failed = results.filter((result) => result.failure !== null);
    reply.header('cache-control', 'no-store');
    if (failed.length === 0) return reply.send({ status: 'ready' });
    return reply.code(503).send({
      status: 'not ready',
      reason: failed.map((result) => `${result.name}: ${result.failure}`).join('; '),
    });
  });
}

/** Resolves once the broker's host accepts a TCP connection (closed straight away). */
function brokerAccepts(mqttUrl: string): Promise<void> {
  const url = new URL(mqttUrl);
  const port = url.port ? Number(url.port) : (DEFAULT_MQTT_PORTS[url.protocol] ?? 1883);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setTimeout(READINESS_TIMEOUT_MS, () => socket.destroy(new Error('connect timed out')));
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', (error) => reject(new Error(`${host}:${port} refused: ${error.message}`)));
  });
}

async function withTimeout(work: Promise<void>, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(message)), READINESS_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
