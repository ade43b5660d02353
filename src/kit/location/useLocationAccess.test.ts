import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration, SessionUser } from '../../../contract/index.ts';
import { setSessionStateForTest } from '../../auth/sessionStore.ts';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { storeLocation } from './selectedLocation.ts';
import { useLocationAccess } from './useLocationAccess.ts';

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: 'acme#north', children: [] },
    { hierarchyStructure: 'acme#south', children: [] },
  ],
  access: [],
  tenantFlags: {
    'acme#north': { entityLocationData: {}, features: { visitorLog: true } },
    'acme#south': { entityLocationData: {}, features: { visitorLog: true } },
  },
  additionalConfigs: {},
};

function signIn(flags: SessionUser['flags'] = {}) {
  setSessionStateForTest({
    status: 'authenticated',
    expiresAt: Date.now() + 60_000,
    freshness: 'live',
    user: {
      sub: 'u1',
      email: 'ann@example.com',
      name: 'Ann',
      organisationId: 'acme',
      flags,
      locations: [
        { EntityHierarchy: 'acme#north', role: 'ADMIN' },
        { EntityHierarchy: 'acme#south', role: 'HOST' },
      ],
    },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetHierarchyConfiguration();
  setSessionStateForTest({ status: 'loading' });
});

describe('useLocationAccess', () => {
  it('is loading (DBUSER, everything off) until the configuration is known', () => {
    signIn();
    resetHierarchyConfiguration();
    const { result } = renderHook(() => useLocationAccess());
    expect(result.current.root).toBeUndefined();
    expect(result.current.role).toBe('DBUSER');
    expect(result.current.features.loading).toBe(true);
  });

  it("gives the selected location's subtree, the user's role there and its features", () => {
    signIn();
    resetHierarchyConfiguration(config);
    storeLocation('acme#north');
    const { result } = renderHook(() => useLocationAccess());
    expect(result.current.root).toBe('acme#north');
    expect(result.current.hierarchies).toEqual(['acme#north']);
    expect(result.current.role).toBe('ADMIN');
    expect(result.current.features.visitorLog).toBe(true);
    act(() => storeLocation('acme#south'));
    expect(result.current.role).toBe('HOST');
  });

  it("applies the account's flags (a disabled module turns its features off)", () => {
    signIn({ amDisableVisitorModule: true });
    resetHierarchyConfiguration(config);
    storeLocation('acme#north');
    const { result } = renderHook(() => useLocationAccess());
    expect(result.current.features.visitorLog).toBe(false);
  });
});
