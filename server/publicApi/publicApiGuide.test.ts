import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUBLIC_API_EXAMPLES, type PublicApiExample } from '../../contract/publicApi.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * The integrations guide's curl commands (contract/publicApi.ts PUBLIC_API_EXAMPLES, shown on the
 * Guides page and in the README) run as written, by bash and curl, against a listening server.
 */
const run = promisify(execFile);
const REGION = 'acme#north';

let server: TestServer;
let url = '';
beforeAll(async () => {
  server = await createTestServer();
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server.app.close();
});

async function curl(example: PublicApiExample, apiKey: string): Promise<string> {
  const { stdout } = await run('bash', ['-c', PUBLIC_API_EXAMPLES[example]], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      GATEHOUSE_URL: url,
      GATEHOUSE_API_KEY: apiKey,
    },
  });
  return stdout;
}

async function generateVisitorKey() {
  const response = await server.call(
    'userOperations/manageAPIKeys',
    {
      operation: 'GENERATE_NEW',
      EntityHierarchy: REGION,
      keyType: 'visitor',
      description: 'Guide',
    },
    'demo-admin',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { keyId: string; updatedLmt: number; apiKeyValue: string };
}

describe('the integrations guide', () => {
  test('every curl example is in the integrations guide (docs/user-guide/integrations.md), verbatim', () => {
    const readme = readFileSync(
      join(import.meta.dirname, '../../docs/user-guide/integrations.md'),
      'utf8',
    );
    for (const command of Object.values(PUBLIC_API_EXAMPLES)) expect(readme).toContain(command);
  });

  test('the examples work with a live key and are refused once it is revoked', async () => {
    const created = await generateVisitorKey();
    const key = created.apiKeyValue;
    expect(JSON.parse(await curl('key', key))).toMatchObject({
      keyId: created.keyId,
      keyType: 'visitor',
      EntityHierarchy: REGION,
    });
    const log = JSON.parse(await curl('visitorLog', key));
    expect(log.key).toBe('LOG_RETRIEVED');
    expect(log.Items.length).toBeGreaterThan(0);
    const range = JSON.parse(await curl('visitorLogRange', key));
    expect(range).toMatchObject({ key: 'LOG_RETRIEVED', from: 1767225600000, to: 1767312000000 });
    expect((await curl('status', key)).trim()).toBe('200');

    const revoked = await server.call(
      'userOperations/manageAPIKeys',
      {
        operation: 'DELETE_EXISTING',
        EntityHierarchy: REGION,
        keyId: created.keyId,
        lmt: created.updatedLmt,
      },
      'demo-admin',
    );
    expect(revoked.statusCode).toBe(200);
    expect((await curl('status', key)).trim()).toBe('401');
    expect(JSON.parse(await curl('visitorLog', key))).toMatchObject({ key: 'API_KEY_INVALID' });
    expect((await curl('status', 'ghk_not-a-key')).trim()).toBe('401');
  });
});
