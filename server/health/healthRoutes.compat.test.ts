import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompatApp, realServerUrls, startCompatApp } from '../testing/compatApp.ts';
import { type MosquittoServer, startMosquitto } from '../testing/mosquitto.ts';

let broker: MosquittoServer;
let server: CompatApp;

beforeAll(async () => {
  broker = await startMosquitto();
  server = await startCompatApp({ databaseUrl: realServerUrls().databaseUrl, mqttUrl: broker.url });
});

afterAll(async () => {
  await server?.app.close();
  await broker?.dispose();
});

async function get(path: string) {
  const response = await server.app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.json() };
}

describe('/healthz and /readyz on PostgreSQL and an external broker', () => {
  it('answers ready while both are reachable, 503 naming the broker while it is down', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'up' } });
    expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });

    await broker.stop();
    const down = await get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'not ready', reason: expect.stringMatching(/^broker: /) });
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'up' } });

    await broker.start();
    expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });
});
