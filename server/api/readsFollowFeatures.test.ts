import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { OperationName } from '../../contract/operations.ts';
import { OPEN_END } from '../../contract/primitives.ts';
import { setLocationFeatures } from '../testing/locationFeatures.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Reads follow the menu's rules (issue 35 item 8, contract/policies.ts `readFeatures`): a read
 * answers the records of the locations where the caller may see the family, refuses a target
 * where none may be seen, and the live topic of a subtree holding such a location is left out of
 * the subscribe credential (its changes come as notices, which a refused client follows).
 */
const SITE = 'acme#north#jhb-hq';
const REGION = 'acme#north';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

async function setFeature(hierarchy: string, feature: string, on: boolean | null): Promise<void> {
  await setLocationFeatures(server.db, hierarchy, { [feature]: on });
}

async function read(operation: OperationName, hierarchy: string, as = 'demo-admin') {
  return server.call(
    operation,
    { query: { hierarchies: [hierarchy], beginTime: 0, endTime: OPEN_END } },
    as,
  );
}

async function itemsAt(operation: OperationName, hierarchy: string): Promise<string[]> {
  const response = await read(operation, hierarchy);
  expect(response.statusCode, response.body).toBe(200);
  const { Items } = response.json() as { Items: { EntityHierarchy: string }[] };
  return Items.map((item) => item.EntityHierarchy);
}

describe('reads follow the location feature flags', () => {
  afterEach(async () => {
    await setFeature(SITE, 'employeeScreeningLog', true);
    await setFeature(SITE, 'inductionLog', true);
  });

  test('a HOST reads no host directory (the menu shows none to a HOST)', async () => {
    const operation = 'directoryOperations/retrieveHosts';
    expect((await read(operation, SITE, 'demo-admin')).statusCode).toBe(200);
    const host = await read(operation, SITE, 'demo-host');
    expect(host.statusCode, host.body).toBe(403);
    expect(host.json()).toMatchObject({ message: 'Not Authorized' });
  });

  test('a site whose induction log is off: refused there, left out of its region', async () => {
    const operation = 'inductionOperations/retrieveInductionCompletions';
    const before = await itemsAt(operation, REGION);
    expect(before).toContain(SITE);
    expect(before.some((hierarchy) => hierarchy !== SITE)).toBe(true);

    await setFeature(SITE, 'inductionLog', false);
    expect((await read(operation, SITE)).statusCode).toBe(403);
    const after = await itemsAt(operation, REGION);
    expect(after).not.toContain(SITE);
    expect(after).toEqual(before.filter((hierarchy) => hierarchy !== SITE));
  });

  test("a subtree topic is granted only where every location's records may be read", async () => {
    const family = 'preScreeningEvents';
    const topics = [`${family}/acme/north/#`, `${family}/acme/north/pretoria/#`];
    const granted = async () => {
      const response = await server.call(
        'userOperations/retrieveSubscribeCredential',
        { topics, clientId: 'reads-follow-features' },
        'demo-admin',
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { credential: { topics: string[] } }).credential.topics;
    };
    expect(await granted()).toEqual(topics);

    await setFeature(SITE, 'employeeScreeningLog', false);
    expect(await granted()).toEqual([`${family}/acme/north/pretoria/#`]);
    const region = await itemsAt('preScreeningOperations/preScreeningLogRetrieval', REGION);
    expect(region).not.toContain(SITE);
  });

  test('a read takes the location flags once: the policy check hands them to the handler', async () => {
    const query = vi.spyOn(server.db, 'query');
    try {
      const operation = 'inductionOperations/retrieveInductionCompletions';
      expect(await itemsAt(operation, REGION)).toContain(SITE);
      const flagReads = query.mock.calls.filter(([text]) => /FROM locations l\b/.test(text));
      expect(flagReads).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  test("a subscribe credential reads the flags of the topics' subtrees, not the organisation's", async () => {
    const query = vi.spyOn(server.db, 'query');
    try {
      const response = await server.call(
        'userOperations/retrieveSubscribeCredential',
        { topics: ['visitorEvents/acme/north/pretoria/#'], clientId: 'flag-roots' },
        'demo-admin',
      );
      expect(response.statusCode, response.body).toBe(200);
      const flagReads = query.mock.calls.filter(([text]) => /FROM locations l\b/.test(text));
      expect(flagReads.map(([, params]) => params)).toEqual([['acme', ['acme#north#pretoria']]]);
    } finally {
      query.mockRestore();
    }
  });
});
