import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, test } from 'vitest';
import { createApiClient } from '../../kit/testing/index.ts';
import { uploadDirectory } from './useDirectoryImport.ts';

/**
 * Replace Directory is one request (issue 36): the upload and the removal of the old directory
 * go to the server together, so a refusal or a lost connection cannot leave the type empty.
 */

const SITE = 'acme#north#jhb-hq';
const WORKERS = { flowId: 'workers', flowNature: 1 } as const;
const people = [
  {
    flowTypeRef: WORKERS,
    firstName: 'Thandi',
    lastName: 'Nkosi',
    personalIdentificationNr: 'ID1',
    organizationIdValue: 'E1',
  },
];

let sent: { url: string; body: { operations: Record<string, unknown> } }[];
let answers: { status: number; body: unknown }[];
const api = createApiClient({
  fetch: async (input, init) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    const answer = answers.shift() ?? { status: 500, body: { key: 'ERROR', message: 'none' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  },
});

beforeEach(() => {
  sent = [];
  answers = [];
});

describe('uploadDirectory', () => {
  test('Replace Directory sends one request: the upload with replaceEntityEmployeeList', async () => {
    answers.push({ status: 200, body: { key: 'OPERATIONS_PROCESSED', upserted: 1, removed: 4 } });
    const result = await uploadDirectory(api, SITE, WORKERS, 'replace', people);
    expect(result).toEqual({ asynchronous: false, upserted: 1 });
    expect(sent).toHaveLength(1);
    const { operations } = sent[0]!.body;
    expect(sent[0]!.url).toContain('updateEmployeeDirectory');
    expect(operations).toMatchObject({
      EntityHierarchy: SITE,
      replaceEntityEmployeeList: true,
      destinationFlowTypeRef: WORKERS,
    });
    expect(operations).not.toHaveProperty('deleteEntityEmployeeList');
    const list = JSON.parse(
      gunzipSync(Buffer.from(String(operations.upserts), 'base64')).toString('utf8'),
    );
    expect(list).toEqual(people);
  });

  test('a refused replacement is one request and no delete was sent before it', async () => {
    answers.push({
      status: 409,
      body: { key: 'DIRECTORY_ROWS_INVALID', message: 'operations.upserts 0: email invalid' },
    });
    await expect(uploadDirectory(api, SITE, WORKERS, 'replace', people)).rejects.toThrow();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.operations).toHaveProperty('replaceEntityEmployeeList', true);
  });

  test('Update Directory sends the upserts alone', async () => {
    answers.push({ status: 200, body: { key: 'OPERATIONS_PROCESSED', upserted: 1 } });
    await uploadDirectory(api, SITE, WORKERS, 'update', people);
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0]!.body.operations).sort()).toEqual(['EntityHierarchy', 'upserts']);
  });
});
