import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HierarchyConfiguration, SessionUser } from '../../../contract/index.ts';
import { setSessionStateForTest } from '../../auth/sessionStore.ts';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import {
  operationPoliciesLoaded,
  useOperationAccess,
  useOperationAccessCheck,
} from './useOperationAccess.ts';

// The policies load beside the first page (a chunk of their own): every check waits for them.
beforeAll(() => operationPoliciesLoaded());

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    {
      hierarchyStructure: 'acme#north',
      children: [{ hierarchyStructure: 'acme#north#jhb', children: [] }],
    },
    { hierarchyStructure: 'acme#south', children: [] },
  ],
  access: [],
  tenantFlags: {
    'acme#north': { entityLocationData: {}, features: { visitorLog: true } },
    'acme#north#jhb': { entityLocationData: {}, features: { visitorLog: false } },
    'acme#south': {
      entityLocationData: {},
      features: { visitorLog: true, 'messaging.evacuation': true },
    },
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
  resetHierarchyConfiguration();
  setSessionStateForTest({ status: 'loading' });
});

describe('useOperationAccess', () => {
  it('allows what the policy table allows for the user at the target location', () => {
    signIn();
    resetHierarchyConfiguration(config);
    const { result } = renderHook(() =>
      useOperationAccess('visitorLogOperations/signOutVisitors', ['acme#north']),
    );
    expect(result.current).toEqual({ allowed: true, refusal: null, loading: false });
  });

  it('allows nothing until the hierarchy configuration is known', () => {
    signIn();
    const { result } = renderHook(() =>
      useOperationAccess('visitorLogOperations/signOutVisitors', ['acme#north']),
    );
    expect(result.current).toEqual({ allowed: false, refusal: null, loading: true });
    act(() => resetHierarchyConfiguration(config));
    expect(result.current.allowed).toBe(true);
  });

  it("refuses by role: a custom field change needs ADMIN, the user is a HOST at 'acme#south'", () => {
    signIn();
    resetHierarchyConfiguration(config);
    const { result } = renderHook(() => ({
      south: useOperationAccess('provisioningOperations/customFieldProcessor', ['acme#south']),
      north: useOperationAccess('provisioningOperations/customFieldProcessor', ['acme#north']),
    }));
    expect(result.current.south.refusal).toEqual({
      reason: 'role',
      hierarchy: 'acme#south',
      role: 'HOST',
    });
    expect(result.current.north.allowed).toBe(true);
  });

  it('refuses by account flag: an evacuation status mark needs amEvacAdmin', () => {
    signIn();
    resetHierarchyConfiguration(config);
    const { result } = renderHook(() =>
      useOperationAccess('evacuationOperations/updateEvacStatus', ['acme#south']),
    );
    expect(result.current.refusal).toEqual({ reason: 'accountFlag', flag: 'amEvacAdmin' });

    signIn({ amEvacAdmin: true });
    const admin = renderHook(() =>
      useOperationAccess('evacuationOperations/updateEvacStatus', ['acme#south']),
    );
    expect(admin.result.current.allowed).toBe(true);
  });

  it('refuses by module: amDisableVisitorModule refuses every visitor log change', () => {
    signIn({ amDisableVisitorModule: true });
    resetHierarchyConfiguration(config);
    const { result } = renderHook(() => ({
      signOut: useOperationAccess('visitorLogOperations/signOutVisitors', ['acme#north']),
      revert: useOperationAccess('visitorLogOperations/revertSignOut', ['acme#north']),
    }));
    expect(result.current.signOut.refusal).toEqual({ reason: 'module', module: 'visitor' });
    expect(result.current.revert.refusal).toEqual({ reason: 'module', module: 'visitor' });
  });

  it("refuses by the location's feature flags and outside the user's locations", () => {
    signIn();
    resetHierarchyConfiguration(config);
    const { result } = renderHook(() => ({
      featureOff: useOperationAccess('visitorLogOperations/revertSignOut', ['acme#north#jhb']),
      elsewhere: useOperationAccess('visitorLogOperations/revertSignOut', ['acme#east']),
    }));
    expect(result.current.featureOff.refusal).toEqual({
      reason: 'feature',
      hierarchy: 'acme#north#jhb',
      feature: 'visitorLog',
    });
    expect(result.current.elsewhere.refusal).toEqual({
      reason: 'location',
      hierarchy: 'acme#east',
    });
  });

  it("expands 'ALL' to the user's access roots (HOST at one of them refuses a custom field change)", () => {
    signIn();
    resetHierarchyConfiguration(config);
    const { result } = renderHook(() =>
      useOperationAccess('provisioningOperations/customFieldProcessor', ['ALL']),
    );
    expect(result.current.refusal).toEqual({
      reason: 'role',
      hierarchy: 'acme#south',
      role: 'HOST',
    });
  });

  it('follows a configuration refresh (a location turning its visitor log off)', () => {
    signIn();
    resetHierarchyConfiguration(config);
    const { result } = renderHook(() =>
      useOperationAccess('visitorLogOperations/signOutVisitors', ['acme#south']),
    );
    expect(result.current.allowed).toBe(true);
    const off = { entityLocationData: {}, features: { visitorLog: false } };
    act(() =>
      resetHierarchyConfiguration({
        ...config,
        tenantFlags: { ...config.tenantFlags, 'acme#south': off },
      }),
    );
    expect(result.current.refusal).toEqual({
      reason: 'feature',
      hierarchy: 'acme#south',
      feature: 'visitorLog',
    });
  });
});

describe('useOperationAccessCheck', () => {
  it('answers each row of a table, once per distinct set of targets', () => {
    signIn();
    resetHierarchyConfiguration(config);
    const { result } = renderHook(() =>
      useOperationAccessCheck('visitorLogOperations/signOutVisitors'),
    );
    const check = result.current;
    expect(check(['acme#north']).allowed).toBe(true);
    expect(check(['acme#north#jhb']).allowed).toBe(false);
    expect(check(['acme#north'])).toBe(check(['acme#north']));
  });
});
