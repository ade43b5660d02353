import { STANDALONE_PATHS } from './routeTable.ts';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/session.ts';
import {
  BOOLEAN_FEATURES,
  type FeatureSet,
  LOADING_FEATURES,
} from '../../contract/features/features.ts';
import {
  type MenuContext,
  menuFor,
  parkingSegment,
  routePaths,
  staysInPlaceOnLocationChange,
} from './menu.ts';

const allOn: FeatureSet = {
  ...LOADING_FEATURES,
  ...Object.fromEntries(BOOLEAN_FEATURES.map((name) => [name, true])),
  loading: false,
  messaging: { evacuation: true },
  hostMaintenance: true,
  employeeMaintenance: true,
};

function context(over: Partial<MenuContext> = {}, features: Partial<FeatureSet> = {}): MenuContext {
  return {
    role: 'ADMIN',
    layout: 'legacy',
    hasChildren: true,
    ...over,
    features: { ...allOn, ...features },
  };
}
const paths = (c: MenuContext) => menuFor(c).routes.map((route) => route.path);
const sidebar = (c: MenuContext) =>
  menuFor(c).sections.flatMap((section) => section.entries.map((entry) => entry.path));

describe('route conditions', () => {
  it.each([
    ['/visitors/log', { visitorLog: false }],
    ['/visitors/invites', { visitorLog: false }],
    ['/visitors/assisted-check-in', { visitorLog: false }],
    ['/visitors/hosts', { hostDirectory: false }],
    ['/visitors/analytics', { visitorAnalytics: false }],
    ['/visitors/invites/add', { inviteLog: false }],
    ['/visitors/invites/add', { inviteCreate: false }],
    ['/employees/employees-log', { employeeLog: false }],
    ['/employees/screening-log', { employeeScreeningLog: false }],
    ['/employees/documents-and-files', { dafLog: false }],
    ['/employees/directory', { employeeMaintenance: false }],
    ['/parking/log', { parkingLog: false }],
    ['/parking/bookings', { parkingBookingLog: false }],
    ['/parking/bookings/create/provisioned', { parkingBookingProvisioning: false }],
    ['/parking/analytics', { parkingAnalytics: false }],
    ['/block-list', { blocklist: false }],
    ['/induction', { inductionLog: false }],
    ['/induction/log', { inductionLog: false }],
    ['/induction/capture', { inductionLog: false }],
    ['/messaging/evacuation', { messaging: { evacuation: false } }],
    ['/messaging/evacuation/:entry', { messaging: { evacuation: false } }],
    ['/settings/resources', { settingsResources: false }],
    ['/settings/notifications', { settingsNotifications: false }],
  ] as const)('%s needs its flag (off with %j)', (path, off) => {
    expect(paths(context())).toContain(path);
    expect(paths(context({}, off as Partial<FeatureSet>))).not.toContain(path);
  });

  it.each(['/', '/dashboard', '/profile'])('%s is always there', (path) => {
    expect(paths(context({ role: 'HOST' }, LOADING_FEATURES))).toContain(path);
  });

  it('/ and /dashboard are standalone, /profile is exact', () => {
    const routes = menuFor(context()).routes;
    expect(routes.filter((r) => r.standalone).map((r) => r.path)).toEqual(['/', '/dashboard']);
    expect([...STANDALONE_PATHS]).toEqual(['/', '/dashboard']);
    expect(routes.find((r) => r.path === '/profile')?.exact).toBe(true);
  });

  it('visitors/invites shows the fallback page when the invite log is off', () => {
    const invites = menuFor(context({}, { inviteLog: false })).routes.find(
      (r) => r.path === '/visitors/invites',
    );
    expect(invites?.fallback).toBe(true);
    expect(invites?.inSidebar).toBe(false);
  });

  it.each<[Role, boolean]>([
    ['ADMIN', true],
    ['DBUSER', true],
    ['HOST', false],
  ])('employee and parking areas for %s: %s', (role, shown) => {
    const all = paths(context({ role }));
    expect(all.includes('/employees/employees-log')).toBe(shown);
    expect(all.includes('/parking/analytics')).toBe(shown);
    expect(all.includes('/parking/bookings/create/on-demand')).toBe(shown);
  });

  it.each<[Role, boolean]>([
    ['ADMIN', true],
    ['DBUSER', false],
    ['HOST', false],
  ])('Integrations and Settings for %s: %s', (role, shown) => {
    const all = paths(context({ role }));
    for (const path of [
      '/integrations-old',
      '/integrations/api-keys',
      '/integrations/guides',
      '/settings/account',
    ]) {
      expect(all.includes(path)).toBe(shown);
    }
  });

  it('API Keys only for an ADMIN with API key types (integrations on), the guides for any ADMIN', () => {
    const without = paths(context({ role: 'ADMIN' }, { integrations: false }));
    expect(without.includes('/integrations/api-keys')).toBe(false);
    expect(without.includes('/integrations/guides')).toBe(true);
    expect(without.includes('/integrations-old')).toBe(true);
    expect(paths(context({ role: 'ADMIN' })).includes('/integrations/api-keys')).toBe(true);
  });
});

describe('sidebar', () => {
  it.each([
    '/visitors/assisted-check-in',
    '/visitors/invites/add',
    '/employees/documents-and-files/capture',
    '/employees/assisted-check-in',
    '/parking/bookings/create/on-demand',
    '/parking/bookings/create/provisioned',
    '/induction/capture',
    '/messaging/evacuation/:entry',
    '/',
    '/dashboard',
  ])('%s is routable but not in the sidebar', (path) => {
    expect(paths(context())).toContain(path);
    expect(sidebar(context())).not.toContain(path);
  });

  it.each([
    ['latest', 'ADMIN', false, true],
    ['legacy', 'ADMIN', false, false],
    ['latest', 'ADMIN', true, false],
    ['latest', 'DBUSER', false, false],
  ] as const)(
    'visitors overview in %s layout for %s (children %s): %s',
    (layout, role, hasChildren, shown) => {
      const c = context({ layout, role, hasChildren });
      expect(paths(c).includes('/visitors')).toBe(shown);
      const visitorEntries = menuFor(c).sections.find((s) => s.id === 'visitors')?.entries ?? [];
      expect(visitorEntries.map((e) => e.path)).toEqual(
        shown
          ? ['/visitors']
          : ['/visitors/log', '/visitors/invites', '/visitors/hosts', '/visitors/analytics'],
      );
      expect(paths(c)).toContain('/visitors/log');
    },
  );

  it('sections come in order and empty ones are left out', () => {
    expect(menuFor(context()).sections.map((s) => s.id)).toEqual([
      'home',
      'visitors',
      'employees',
      'parking',
      'blockList',
      'induction',
      'messaging',
      'integrations',
      'settings',
    ]);
    const host = menuFor(context({ role: 'HOST' }, { blocklist: false, inductionLog: false }));
    expect(host.sections.map((s) => s.id)).toEqual(['home', 'visitors', 'messaging']);
  });
});

describe('employee route type and parking label', () => {
  it.each(['employees', 'students', 'candidates'] as const)('{type} = %s', (type) => {
    const c = context({}, { employeeRouteType: type });
    expect(paths(c)).toContain(`/${type}/${type}-log`);
    expect(paths(c)).toContain(`/${type}/directory`);
    const section = menuFor(c).sections.find((s) => s.id === 'employees');
    expect(typeof section?.label === 'object' && section.label.message).toBe(
      type[0]!.toUpperCase() + type.slice(1),
    );
  });

  it.each([
    [undefined, 'parking'],
    ['Parking', 'parking'],
    ['Bays', 'bays'],
    ['Car Park', 'car-park'],
    ['  ', 'parking'],
  ])('{p} for label %j is %s', (label, segment) => {
    expect(parkingSegment(label)).toBe(segment);
    expect(paths(context({ parkingLabel: { singular: label } }))).toContain(`/${segment}/log`);
  });

  it('the parking section is titled with the plural label, default Parkings', () => {
    const section = (c: MenuContext) => menuFor(c).sections.find((s) => s.id === 'parking')?.label;
    expect(section(context({ parkingLabel: { singular: 'Bay', plural: 'Bays' } }))).toBe('Bays');
    const fallback = section(context());
    expect(typeof fallback === 'object' && fallback.message).toBe('Parkings');
  });

  it('features.parkingRouteType is the default singular label', () => {
    expect(paths(context({}, { parkingRouteType: 'Garage' }))).toContain('/garage/log');
  });
});

describe('routePaths and location changes', () => {
  it('lists every path once, each starting with /, with :name parameters', () => {
    const all = routePaths();
    expect(all).toHaveLength(new Set(all).size);
    expect(all.every((path) => path.startsWith('/'))).toBe(true);
    expect(all).toContain('/messaging/evacuation/:entry');
    expect(all).toContain('/employees/employees-log');
    expect(all).toContain('/parking/bookings/create/on-demand');
    expect(all).toHaveLength(33);
    expect(routePaths({ employeeRouteType: 'students', parkingLabel: 'Bays' })).toContain(
      '/bays/log',
    );
  });

  it.each([
    ['/messaging/evacuation', true],
    ['/messaging/evacuation/responses', true],
    ['/visitors/log', true],
    ['/visitors/log/', true],
    ['/visitors/log?x=1', true],
    ['/visitors/invites', false],
    ['/messaging/evacuation/123', false],
    ['/', false],
  ])('%s stays in place: %s', (path, expected) => {
    expect(staysInPlaceOnLocationChange(path)).toBe(expected);
  });
});
