import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  // The last test closed its database already.
  await server?.app.close().catch(() => {});
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

  it('/readyz answers 503 with the reason once the database is gone; /healthz still 200', async () => {
    await server.db.close();
    const response = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not ready', reason: /^database: / });
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
