import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hierarchyConfiguration } from '../../contract/hierarchyConfig.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

async function configurationOf(sub: string) {
  const response = await server.call('hierarchyOperations/retrieveHierarchyConfiguration', {}, sub);
  expect(response.statusCode).toBe(200);
  return hierarchyConfiguration.parse(response.json());
}

describe('retrieveHierarchyConfiguration', () => {
  test('the organisation admin gets the whole tree with tenant flags per location', async () => {
    const config = await configurationOf('demo-admin');
    expect(config.organisationId).toBe('acme');
    expect(config.deepStructure.map((n) => n.hierarchyStructure)).toEqual(['acme']);
    const regions = config.deepStructure[0]?.children ?? [];
    expect(regions.map((n) => n.hierarchyStructure)).toEqual(['acme#north', 'acme#south']);
    expect(regions.flatMap((r) => r.children).length).toBeGreaterThanOrEqual(6);
    expect(config.access).toEqual([{ EntityHierarchy: 'acme', role: 'ADMIN' }]);
    expect(config.tenantFlags['acme#north#jhb-hq']).toMatchObject({
      entityLocationData: { companyName: 'Acme Johannesburg HQ' },
      features: { visitorLog: true, 'messaging.evacuation': true },
    });
    expect(Object.keys(config.tenantFlags).some((k) => k.startsWith('globex'))).toBe(false);
  });

  test('a host sees only their site, the other organisation only its own', async () => {
    const host = await configurationOf('demo-host');
    expect(host.deepStructure).toEqual([{ hierarchyStructure: 'acme#north#jhb-hq', children: [] }]);
    expect(Object.keys(host.tenantFlags)).toEqual(['acme#north#jhb-hq']);
    const other = await configurationOf('demo-other');
    expect(other.organisationId).toBe('globex');
    expect(Object.keys(other.tenantFlags).every((k) => k.startsWith('globex'))).toBe(true);
  });
});

describe('credentials', () => {
  test('the access credential lists the locations, roles and an expiry', async () => {
    const before = Date.now();
    const response = await server.call(
      'userOperations/retrieveEntityHierarchyAccessCredential',
      { source: 'dashboard' },
      'demo-marshal',
    );
    expect(response.statusCode).toBe(200);
    const { credential } = response.json();
    expect(credential.locations).toEqual([{ EntityHierarchy: 'acme#south', role: 'ADMIN' }]);
    expect(credential.expiresAt).toBeGreaterThan(before);
  });

  test('a subscribe credential is issued for own topics and refused for others', async () => {
    const ok = await server.call(
      'userOperations/retrieveSubscribeCredential',
      { topics: ['visitorEvents/acme/south/#'], clientId: 'client-0001' },
      'demo-marshal',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      key: 'CREDENTIAL_RETRIEVED',
      credential: { topics: ['visitorEvents/acme/south/#'] },
    });
    const refused = await server.call(
      'userOperations/retrieveSubscribeCredential',
      { topics: ['visitorEvents/acme/north/#'], clientId: 'client-0001' },
      'demo-marshal',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe('NOT_AUTHORIZED');
    expect(refused.json().message).toContain('visitorEvents/acme/north/#');
  });
});
