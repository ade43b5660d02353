import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server.app.close();
});

describe('/healthz and /readyz', () => {
  it('answer up and ready, uncached, without a session', async () => {
    for (const [path, body] of [
      ['/healthz', { status: 'up' }],
      ['/readyz', { status: 'ready' }],
    ] as const) {
      const response = await server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(body);
    }
  });

  it('answers 503 with the reason once the database is gone', async () => {
    const broken = await createTestServer();
    await broken.db.close();
    const response = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not ready', reason: /^database: / });
    expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await broken.app.close().catch(() => {});
  });
});
