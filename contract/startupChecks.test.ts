import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { environmentFile } from './env.ts';
import { hierarchyConfiguration } from './hierarchyConfig.ts';
import { type Check, parseWith, safeCheck } from './plainCheck.ts';
import { errorBody } from './primitives.ts';
import { sessionResponse } from './session.ts';
import {
  checkEnvironmentFile,
  checkErrorBody,
  checkHierarchyConfiguration,
  checkSessionResponse,
} from './startupChecks.ts';

/** The startup checks give the zod schema's answer: the same pass or fail, the same output. */
function expectSameAnswer(check: Check<unknown>, schema: z.ZodMiniType, input: unknown) {
  const plain = safeCheck(check, input);
  const zod = z.safeParse(schema, input);
  expect(plain.success, JSON.stringify(input)).toBe(zod.success);
  if (plain.success && zod.success) expect(plain.data).toStrictEqual(zod.data);
}

const environment = {
  productName: 'Gatehouse',
  services: { api: '/api', auth: '/auth' },
  identity: { provider: 'embedded', issuer: 'http://localhost/oidc' },
  mqttUrl: 'ws://localhost/mqtt',
  flags: { helpCenter: true },
  errorReporting: { dsn: 'https://sentry.example/1' },
};

const user = {
  sub: 'u1',
  email: 'ann@example.com',
  name: 'Ann',
  organisationId: 'acme',
  flags: { amEvacAdmin: true, umName: 'Ann', somethingNew: 42 },
  locations: [{ EntityHierarchy: 'acme#north', role: 'ADMIN' }],
};

const configuration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    {
      hierarchyStructure: 'acme',
      children: [{ hierarchyStructure: 'acme#north', children: [] }],
    },
  ],
  access: [{ EntityHierarchy: 'acme', role: 'HOST' }],
  tenantFlags: {
    acme: {
      entityLocationData: { companyName: 'Acme' },
      features: { visitors: true, theme: 'dark' },
      branding: { primaryColor: '#123456' },
    },
    'acme#north': { entityLocationData: {} },
  },
};

describe('startup checks against the contract schemas', () => {
  it('environment file: defaults filled in, unknown keys dropped, each bad field refused', () => {
    const variants: unknown[] = [
      environment,
      { ...environment, extra: 'x', stagingEnvironments: [{ name: 'QA', host: 'qa.example' }] },
      { ...environment, productName: '' },
      { ...environment, identity: { ...environment.identity, provider: 'other' } },
      { ...environment, flags: { maintenance: 'yes' } },
      { ...environment, services: { api: '/api' } },
      { ...environment, stagingEnvironments: [{ name: 'QA' }] },
      { ...environment, supportWidget: null },
      { ...environment, onSiteLookbackDays: 14 },
      { ...environment, onSiteLookbackDays: 0 },
      { ...environment, onSiteLookbackDays: 91 },
      { ...environment, onSiteLookbackDays: 2.5 },
      { ...environment, onSiteLookbackDays: '7' },
      [],
      null,
      'text',
    ];
    for (const input of variants) expectSameAnswer(checkEnvironmentFile, environmentFile, input);
  });

  it('session: both answers, loose profile flags kept, bad keys, roles and times refused', () => {
    const variants: unknown[] = [
      { authenticated: false },
      { authenticated: true, user, expiresAt: 1_700_000_000_000 },
      { authenticated: true, user, expiresAt: -1 },
      { authenticated: true, user, expiresAt: 1.5 },
      { authenticated: true, user: { ...user, sub: '' }, expiresAt: 1 },
      { authenticated: true, user: { ...user, flags: { amEvacAdmin: 'yes' } }, expiresAt: 1 },
      {
        authenticated: true,
        user: { ...user, locations: [{ EntityHierarchy: 'acme#no th', role: 'ADMIN' }] },
        expiresAt: 1,
      },
      {
        authenticated: true,
        user: { ...user, locations: [{ EntityHierarchy: 'acme', role: 'OWNER' }] },
        expiresAt: 1,
      },
      { authenticated: 'yes' },
      {},
      null,
    ];
    for (const input of variants) expectSameAnswer(checkSessionResponse, sessionResponse, input);
  });

  it('hierarchy configuration: nested nodes, feature values, defaults, bad parts refused', () => {
    const variants: unknown[] = [
      configuration,
      { ...configuration, additionalConfigs: { support: { appId: 'x' } } },
      { ...configuration, key: 'OTHER' },
      {
        ...configuration,
        deepStructure: [{ hierarchyStructure: 'acme', children: [{ hierarchyStructure: 'a b' }] }],
      },
      { ...configuration, tenantFlags: { acme: { entityLocationData: {}, features: { x: 1 } } } },
      { ...configuration, tenantFlags: { acme: { features: {} } } },
      { ...configuration, tenantFlags: [] },
      { ...configuration, access: [{ EntityHierarchy: 'acme', role: 'GUEST' }] },
    ];
    for (const input of variants)
      expectSameAnswer(checkHierarchyConfiguration, hierarchyConfiguration, input);
  });

  it('error body: key and message strings', () => {
    for (const input of [{ key: 'K', message: 'm' }, { key: 'K' }, { key: 1, message: 'm' }, null])
      expectSameAnswer(checkErrorBody, errorBody, input);
  });

  it('a refused input throws an error naming each field and what was expected', () => {
    expect(() =>
      parseWith(checkEnvironmentFile, { ...environment, productName: '', mqttUrl: 7 }),
    ).toThrow(
      [
        '✖ Too small: expected string to have >=1 characters\n  → at productName',
        '✖ Invalid input: expected string, received number\n  → at mqttUrl',
      ].join('\n'),
    );
    expect(() =>
      parseWith(checkSessionResponse, {
        authenticated: true,
        user: { ...user, locations: [{ EntityHierarchy: 'acme', role: 'OWNER' }] },
        expiresAt: 1,
      }),
    ).toThrow(
      '✖ Invalid option: expected one of "ADMIN"|"HOST"|"DBUSER"\n  → at user.locations.0.role',
    );
  });
});
