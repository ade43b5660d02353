import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { environmentFile } from '../../contract/env.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';
import { ENVIRONMENT_DIR } from './environmentFiles.ts';

let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'gatehouse-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Gatehouse</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
  const envDir = mkdtempSync(join(tmpdir(), 'gatehouse-env-'));
  writeFileSync(join(envDir, 'default.json'), readDefault());
  writeFileSync(
    join(envDir, 'staging.example.com.json'),
    readDefault().replace('"Gatehouse"', '"Gatehouse Staging"'),
  );
  server = await createTestServer(
    {
      distDir: dist,
      publicUrl: 'https://gate.example.com',
      publicMqttUrl: 'wss://gate.example.com/mqtt',
    },
    { environmentDir: envDir },
  );
});
afterAll(async () => {
  await server.app.close();
});

function readDefault(): string {
  return readFileSync(join(ENVIRONMENT_DIR, 'default.json'), 'utf8');
}

describe('environment files', () => {
  test('an unknown host gets default.json with the public URLs filled in', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/env/unknown.example.org.json',
    });
    expect(response.statusCode).toBe(200);
    const env = environmentFile.parse(response.json());
    expect(env.productName).toBe('Gatehouse');
    expect(env.services.api).toBe('https://gate.example.com/api');
    expect(env.identity.issuer).toBe('https://gate.example.com/oidc');
    expect(env.mqttUrl).toBe('wss://gate.example.com/mqtt');
    expect(env.stagingEnvironments.length).toBeGreaterThan(0);
  });

  test('a host with its own file gets that file', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/env/staging.example.com.json',
    });
    expect(response.json().productName).toBe('Gatehouse Staging');
  });

  test('a host name that is not a safe file name is 400', async () => {
    for (const url of ['/env/..%2Fsecret.json', '/env/a..b.json', '/env/.json', '/env/default']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('the built PWA', () => {
  test('navigations get index.html, revalidated; hashed assets are immutable', async () => {
    const root = await server.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    const page = await server.app.inject({ method: 'GET', url: '/visitors/log?root=acme' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Gatehouse</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const sw = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("the server's own paths and missing files are JSON 404s, not the app", async () => {
    for (const url of ['/api/nothing', '/blobs', '/auth/nothing/here', '/assets/missing.js']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().key, url).toBe('NOT_FOUND');
    }
  });
});
