import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp, type GatehouseApp } from '../../../server/app.ts';
import { findFreePort } from '../../e2e/support/freePort.ts';

export interface BenchServer {
  baseURL: string;
  gatehouse: GatehouseApp;
  close(): Promise<void>;
}

/**
 * The real server in this process (buildApp: PGlite, identity provider, embedded Aedes broker at
 * /mqtt, the built PWA from dist/), demo data seeded, no simulator: the benches make every write.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const port = await findFreePort();
  const rootDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-server-'));
  const baseURL = `http://localhost:${port}`;
  const gatehouse = await buildApp({
    config: {
      dataDir: join(rootDir, 'data'),
      databaseUrl: undefined,
      mqttUrl: undefined,
      publicUrl: baseURL,
      publicMqttUrl: `ws://localhost:${port}/mqtt`,
      sessionSecret: randomBytes(32).toString('base64url'),
      demo: true,
      distDir: resolve(process.env.DIST_DIR || 'dist'),
      asyncPayloadThresholdBytes: 256 * 1024,
    },
  });
  await gatehouse.app.listen({ port, host: '127.0.0.1' });
  return {
    baseURL,
    gatehouse,
    async close() {
      await gatehouse.app.close();
      rmSync(rootDir, { recursive: true, force: true });
    },
  };
}
