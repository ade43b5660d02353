import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiKeyType } from '../../contract/apiKeys.ts';
import {
  PUBLIC_API_EXAMPLES,
  PUBLIC_API_WRITE_EXAMPLES,
  type PublicApiExample,
  type PublicApiWriteExample,
} from '../../contract/publicApi.ts';
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

async function curl(
  example: PublicApiExample,
  apiKey: string,
  command: string = PUBLIC_API_EXAMPLES[example],
  variables: Record<string, string> = {},
): Promise<string> {
  const { stdout } = await run('bash', ['-c', command], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      GATEHOUSE_URL: url,
      GATEHOUSE_API_KEY: apiKey,
      ...variables,
    },
  });
  return stdout;
}

async function curlWrite(
  example: PublicApiWriteExample,
  apiKey: string,
  variables: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const out = await curl('key', apiKey, PUBLIC_API_WRITE_EXAMPLES[example], variables);
  return JSON.parse(out) as Record<string, unknown>;
}

async function generateWriter(keyType: ApiKeyType): Promise<string> {
  const response = await server.call(
    'userOperations/manageAPIKeys',
    {
      operation: 'GENERATE_NEW',
      EntityHierarchy: REGION,
      keyType,
      description: 'Guide writer',
      access: 'READ_WRITE',
    },
    'demo-admin',
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { apiKeyValue: string }).apiKeyValue;
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
    const commands = [
      ...Object.values(PUBLIC_API_EXAMPLES),
      ...Object.values(PUBLIC_API_WRITE_EXAMPLES),
    ];
    // Verbatim but for each line's indentation (the guide nests its code blocks in a list).
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .join('\n');
    for (const command of commands) expect(lines(readme)).toContain(lines(command));
  });

  test('the write examples store each event once and it is read back through the API', async () => {
    const visitorKey = await generateWriter('visitor');
    const signedIn = await curlWrite('visitorSignIn', visitorKey);
    expect(signedIn).toMatchObject({
      key: 'OPERATION_PROCESSED',
      item: {
        EntityHierarchy: 'acme#north#pretoria',
        visitorFullDetails: { lastName: 'Lovelace' },
      },
    });
    // Run twice (a device retrying): the same answer, one record.
    expect(await curlWrite('visitorSignIn', visitorKey)).toEqual(signedIn);
    const record = (signedIn.item as { evtTimeStampProfileID: string }).evtTimeStampProfileID;
    const stored = await server.db.query(
      "SELECT 1 FROM visitor_log WHERE NOT deleted AND record->'visitorFullDetails'->>'lastName' = 'Lovelace'",
    );
    expect(stored.rows).toHaveLength(1);
    const signedOut = await curlWrite('visitorSignOut', visitorKey, { VISITOR_RECORD: record });
    expect(signedOut).toMatchObject({ key: 'SIGNOUT_SUCCESS' });
    const log = JSON.parse(await curl('visitorLog', visitorKey)) as {
      Items: { evtTimeStampProfileID: string; signOutSource?: string }[];
    };
    expect(log.Items.find((item) => item.evtTimeStampProfileID === record)).toMatchObject({
      signOutSource: 'DEVICE',
    });

    const people = await server.db.query<{ id: string }>(
      `SELECT record->>'personalIdentificationNr' AS id FROM directory_people
        WHERE NOT deleted AND hierarchy = 'acme#north#pretoria'
          AND record ? 'personalIdentificationNr' ORDER BY sort_key LIMIT 1`,
    );
    const personId = people.rows[0]?.id;
    expect(personId).toBeTruthy();
    const employeeKey = await generateWriter('employee');
    const screened = await curlWrite('screening', employeeKey, { PERSON_ID: String(personId) });
    expect(screened).toMatchObject({
      key: 'OPERATION_PROCESSED',
      item: { screeningStatus: 'PASSED' },
    });
    const clocked = await curlWrite('clockIn', employeeKey, { PERSON_ID: String(personId) });
    expect(clocked).toMatchObject({ key: 'OPERATION_PROCESSED', item: { eventType: 'CLOCK_IN' } });

    const parkingKey = await generateWriter('parking');
    const parked = await curlWrite('parkingIn', parkingKey);
    expect(parked).toMatchObject({
      key: 'OPERATION_PROCESSED',
      item: { vehicleStatus: 'ON_SITE' },
    });
    const parkingLog = JSON.parse(
      await curl(
        'key',
        parkingKey,
        PUBLIC_API_EXAMPLES.visitorLog.replace('visitor-log', 'parking-log'),
      ),
    ) as { Items: { evtTimeStampUniqueAttributeValue: string }[] };
    const parkedKey = (parked.item as { evtTimeStampUniqueAttributeValue: string })
      .evtTimeStampUniqueAttributeValue;
    expect(parkingLog.Items.map((item) => item.evtTimeStampUniqueAttributeValue)).toContain(
      parkedKey,
    );
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
