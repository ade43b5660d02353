import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYEE_ROUTE_TYPES } from '../../../contract/features/features.ts';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import type { ProfileAccessFlags, Role } from '../../../contract/session.ts';
import { type ApiClient, createApiClient } from '../../api/apiClient.ts';
import { setSessionStateForTest } from '../../auth/sessionStore.ts';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { routePaths } from '../../config/menu.ts';
import { ROUTE_TABLE } from '../../config/routeTable.ts';
import { storeLocation } from '../../kit/location/selectedLocation.ts';
import { SyncContext } from '../../kit/sync/SyncContext.ts';
import { testSyncEngine } from '../../kit/testing/index.ts';
import { EnvironmentContext } from '../EnvironmentContext.tsx';
import { initLaunchOptions } from '../shell/launchOptions.ts';
import { TEST_ENVIRONMENT } from '../testing/testEnvironment.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { createShellPages, PARKING_PARAM, routerPaths } from './tableRoutes.ts';

type Features = Record<string, boolean | string>;

const NORTH_FEATURES: Features = {
  visitorLog: true,
  inviteLog: true,
  employeeLog: true,
  parkingLog: true,
};

function configFor(role: Role, north: Features, south: Features = {}): HierarchyConfiguration {
  return {
    key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
    organisationId: 'acme',
    deepStructure: [
      {
        hierarchyStructure: 'acme',
        children: [
          { hierarchyStructure: 'acme#north', children: [] },
          { hierarchyStructure: 'acme#south', children: [] },
        ],
      },
    ],
    access: [{ EntityHierarchy: 'acme', role }],
    tenantFlags: {
      'acme#north': { entityLocationData: {}, features: north },
      'acme#south': { entityLocationData: {}, features: south },
    },
    additionalConfigs: {},
  };
}

function signIn(role: Role, flags: ProfileAccessFlags = {}): void {
  setSessionStateForTest({
    status: 'authenticated',
    user: {
      sub: 'user-1',
      email: 'hana@acme.test',
      name: 'Hana',
      organisationId: 'acme',
      flags,
      locations: [{ EntityHierarchy: 'acme', role }],
    },
    expiresAt: Date.now() + 3_600_000,
    freshness: 'live',
  });
}

function setUp(role: Role, north: Features = NORTH_FEATURES, flags: ProfileAccessFlags = {}) {
  signIn(role, flags);
  resetHierarchyConfiguration(configFor(role, north));
  storeLocation('acme#north');
}

/** The shell pages as router.tsx makes them, under a plain shell (the real one needs sync). */
function shellRouter(path = '/') {
  const root = createRootRoute({ component: Outlet });
  const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: Outlet });
  return createRouter({
    routeTree: root.addChildren([shell.addChildren(createShellPages(shell))]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

/** A server that answers every call with an empty block list (for the built /block-list). */
function blockListServer() {
  const empty = { key: 'BLOCK_LIST_RETRIEVED', entries: [], matches: [] };
  return createApiClient({
    fetch: async () =>
      new Response(JSON.stringify(empty), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
}

/** Opens `path`; with `api`, inside a sync context for pages that call the server. */
async function openAt(path: string, api?: ApiClient) {
  const router = shellRouter(path);
  const routed = <RouterProvider router={router} />;
  render(
    <EnvironmentContext.Provider value={TEST_ENVIRONMENT}>
      <TestProviders>
        {api ? (
          <SyncContext.Provider value={{ db: null, engine: testSyncEngine(), api }}>
            {routed}
          </SyncContext.Provider>
        ) : (
          routed
        )}
      </TestProviders>
    </EnvironmentContext.Provider>,
  );
  await act(() => router.load());
  return router;
}

const notFound = () => screen.findByRole('heading', { name: 'Looks like you got lost' });
const comingSoon = () => screen.findByRole('heading', { name: 'Coming soon' });
const blockListPage = () => screen.findByRole('heading', { level: 1, name: 'Block List' });

beforeEach(() => {
  initLaunchOptions(new URL('http://localhost/'));
});

afterEach(() => {
  cleanup();
  resetHierarchyConfiguration();
  localStorage.clear();
  initLaunchOptions(new URL('http://localhost/'));
});

describe('routes generated from the route table', () => {
  it('the shell routes every path of the table and nothing else (besides /test-error)', () => {
    const routed = Object.keys(shellRouter().routesByPath).sort();
    const table = EMPLOYEE_ROUTE_TYPES.flatMap((employeeRouteType) =>
      routePaths({ employeeRouteType, parkingLabel: PARKING_PARAM }),
    ).map((path) => path.replace(/:(\w+)/g, '$$$1'));
    const expected = [...new Set([...table, '/test-error', '/$'])].sort();
    expect(routed).toEqual(expected);
  });

  it.each([
    ['/students/students-log', 'students/students-log'],
    ['/candidates/directory', 'candidates/directory'],
    ['/garage/bookings/create/on-demand', '$parking/bookings/create/on-demand'],
    ['/messaging/evacuation/e-42', 'messaging/evacuation/$entry'],
    ['/visitors/analytics', 'visitors/analytics'],
    ['/induction/log', 'induction/log'],
  ])('%s opens the table route %s', (pathname, path) => {
    const leaf = shellRouter().matchRoutes(pathname).at(-1);
    expect(leaf?.fullPath).toBe(`/${path}`);
  });

  it('routerPaths expands {type}, makes {p} and :name parameters', () => {
    expect(routerPaths('{type}/{type}-log')).toEqual([
      'employees/employees-log',
      'students/students-log',
      'candidates/candidates-log',
    ]);
    expect(routerPaths('{p}/log')).toEqual(['$parking/log']);
    expect(routerPaths('messaging/evacuation/:entry')).toEqual(['messaging/evacuation/$entry']);
    expect(routerPaths('')).toEqual(['/']);
    expect(ROUTE_TABLE.flatMap((route) => routerPaths(route.path))).toHaveLength(
      new Set(ROUTE_TABLE.flatMap((route) => routerPaths(route.path))).size,
    );
  });
});

describe('route guard', () => {
  // The first page the guard renders loads (and Vite transforms) the shell's modules: seconds on a
  // loaded machine, which is module loading, not what these tests are about. Done once here.
  beforeAll(async () => {
    setUp('HOST');
    await openAt('/employees/employees-log');
    await notFound();
    cleanup();
    resetHierarchyConfiguration();
    localStorage.clear();
  }, 60_000);

  it.each([
    '/employees/employees-log',
    '/parking/log',
    '/settings/account',
    '/integrations/api-keys',
  ])('a HOST opening %s by URL gets the 404 page', async (path) => {
    setUp('HOST');
    await openAt(path);
    expect(await notFound()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Coming soon' })).toBeNull();
  });

  it('an ADMIN with API key types opening /integrations-old gets the Integrations page with its two pages', async () => {
    setUp('ADMIN', NORTH_FEATURES, { amApiAdminForTypes: ['visitor'] });
    await openAt('/integrations-old');
    expect(await screen.findByRole('heading', { name: 'Integrations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API Keys' }).getAttribute('href')).toBe(
      '/integrations/api-keys',
    );
    expect(screen.getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe(
      '/integrations/guides',
    );
  });

  it('an ADMIN without API key types sees only the guides, and /integrations/api-keys is not found', async () => {
    setUp('ADMIN');
    await openAt('/integrations-old');
    expect(await screen.findByRole('heading', { name: 'Integrations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Guides' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'API Keys' })).toBeNull();
    cleanup();
    await openAt('/integrations/api-keys');
    expect(await notFound()).toBeTruthy();
  });

  it('/dashboard is the home page; /profile shows the account settings', async () => {
    setUp('HOST');
    await openAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Hana' })).toBeTruthy();
    cleanup();
    await openAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('with the visitor log off, /visitors/log is not found and the visitor log never renders', async () => {
    setUp('ADMIN', { ...NORTH_FEATURES, visitorLog: false });
    await openAt('/visitors/log');
    expect(await notFound()).toBeTruthy();
  });

  it('with the visitor module disabled for the account, /visitors/invites is not found', async () => {
    setUp('ADMIN', NORTH_FEATURES, { amDisableVisitorModule: true });
    await openAt('/visitors/invites');
    expect(await notFound()).toBeTruthy();
  });

  it('an allowed planned page shows the coming-soon page', async () => {
    setUp('ADMIN');
    await openAt('/employees/assisted-check-in');
    expect(await comingSoon()).toBeTruthy();
  });

  it('a route shown with its fallback (invites with the invite log off) shows coming soon', async () => {
    setUp('ADMIN', { ...NORTH_FEATURES, inviteLog: false });
    await openAt('/visitors/invites');
    expect(await comingSoon()).toBeTruthy();
  });

  it('an allowed built page renders', async () => {
    setUp('HOST');
    await openAt('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Hana' })).toBeTruthy();
  });

  it('uses the location’s employee route type and parking label', async () => {
    setUp('ADMIN', {
      ...NORTH_FEATURES,
      employeeRouteType: 'students',
      parkingRouteType: 'Garage',
    });
    // A page of the employee area not built yet (the worker log itself needs the sync engine).
    const router = await openAt('/students/assisted-check-in');
    expect(await comingSoon()).toBeTruthy();
    await act(() => router.navigate({ to: '/employees/assisted-check-in' }));
    expect(await notFound()).toBeTruthy();
    // Every parking page is built and needs the sync engine this plain shell lacks: the label is
    // checked by what it refuses (the allowed parking pages open in tests/e2e/parkingBookings).
    await act(() => router.navigate({ to: '/parking/log' }));
    expect(await notFound()).toBeTruthy();
  });

  it('re-evaluates when the selected location changes', async () => {
    signIn('ADMIN', { amBlocklistMaintenanceEnabled: true });
    // A built page behind a location feature: on at north, off at south.
    resetHierarchyConfiguration(configFor('ADMIN', { ...NORTH_FEATURES, blocklist: true }));
    storeLocation('acme#north');
    await openAt('/block-list', blockListServer());
    expect(await blockListPage()).toBeTruthy();
    act(() => storeLocation('acme#south'));
    expect(await notFound()).toBeTruthy();
    act(() => storeLocation('acme#north'));
    expect(await blockListPage()).toBeTruthy();
  });

  it('waits for the location configuration instead of answering 404', async () => {
    signIn('ADMIN', { amBlocklistMaintenanceEnabled: true });
    storeLocation('acme#north');
    await openAt('/block-list', blockListServer());
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Looks like you got lost' })).toBeNull();
    act(() =>
      resetHierarchyConfiguration(configFor('ADMIN', { ...NORTH_FEATURES, blocklist: true })),
    );
    expect(await blockListPage()).toBeTruthy();
  });

  it('an unknown path is the 404 page', async () => {
    setUp('ADMIN');
    await openAt('/no/such/page');
    expect(await notFound()).toBeTruthy();
  });
});

describe('route guard in an embedded app (frame path)', () => {
  it('a page the menu hides goes to the frame path when that one is allowed', async () => {
    initLaunchOptions(new URL('http://frames.localhost/dashboard'));
    setUp('HOST');
    const router = await openAt('/employees/employees-log');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Hana' })).toBeTruthy();
  });

  it('a hidden frame path goes to /', async () => {
    initLaunchOptions(new URL('http://frames.localhost/employees/employees-log'));
    setUp('HOST');
    const router = await openAt('/employees/employees-log');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Hana' })).toBeTruthy();
  });
});
