import { describe, expect, it } from 'vitest';
import type { TenantFlags } from '../hierarchyConfig.ts';
import type { ProfileAccessFlags, Role } from '../session.ts';
import { HOST_DISABLED_FEATURES } from './featureRules.ts';
import {
  BOOLEAN_FEATURES,
  type FeatureSet,
  featuresFor,
  LOADING_FEATURES,
  locationFeatures,
} from './features.ts';

function tenant(features: Record<string, boolean | string>): TenantFlags {
  return { entityLocationData: {}, features };
}

const allOn = Object.fromEntries(BOOLEAN_FEATURES.map((name) => [name, true]));
const everything = { ...allOn, 'messaging.evacuation': true };

function features(
  role: Role,
  flags: Readonly<Record<string, unknown>> = {},
  own: Record<string, boolean | string> = everything,
): FeatureSet {
  return featuresFor({
    tenantFlags: { org: tenant(own) },
    location: 'org',
    role,
    flags: flags as ProfileAccessFlags,
  });
}

const fullAdmin = {
  amAnalyticsEnabled: true,
  amApiAdminForTypes: ['visitor'],
  amNotificationsAdmin: true,
  amResourceAdmin: true,
  amEvacAdmin: true,
  amBlocklistMaintenanceEnabled: true,
  amHostMaintenanceEnabled: true,
  amEmployeeMaintenanceEnabled: true,
};

describe('location flags and inheritance', () => {
  const tree = {
    org: tenant({ visitorLog: false }),
    'org#north': tenant({ employeeRouteType: 'students' }),
    'org#north#jhb': tenant({ parkingLog: true, inviteLog: 'true', parkingRouteType: 'Bays' }),
    'org#south': tenant({ employeeRouteType: 'candidates', visitorLog: true }),
  };
  const at = (location: string) =>
    locationFeatures({ tenantFlags: tree, location, role: 'DBUSER', flags: {} });

  it.each([
    [
      'a flag missing at a location is on when a descendant has it on',
      'org#north',
      'parkingLog',
      true,
    ],
    ['string "true" counts as on', 'org#north#jhb', 'inviteLog', true],
    ['an explicit false at the location wins over descendants', 'org', 'visitorLog', false],
    ['a flag nobody sets is off', 'org#north', 'employeeLog', false],
    ['ALL searches every location', 'ALL', 'visitorLog', true],
    ['siblings do not count', 'org#north', 'visitorLog', false],
  ] as const)('%s', (_name, location, flag, expected) => {
    expect(at(location)[flag]).toBe(expected);
  });

  it.each([
    ['org#north', 'students'],
    ['org#south', 'candidates'],
    ['org', 'students'],
    ['org#north#jhb', 'employees'],
  ])('employeeRouteType at %s is %s (own, first descendant, else default)', (location, type) => {
    expect(at(location).employeeRouteType).toBe(type);
  });

  it('employeeRouteType defaults to employees and ignores unknown values', () => {
    expect(at('org#north#jhb').employeeRouteType).toBe('employees');
    const odd = locationFeatures({
      tenantFlags: { x: tenant({ employeeRouteType: 'pupils' }) },
      location: 'x',
      role: 'ADMIN',
      flags: {},
    });
    expect(odd.employeeRouteType).toBe('employees');
  });

  it('parkingRouteType comes from the flags, default Parking', () => {
    expect(at('org#north').parkingRouteType).toBe('Bays');
    expect(at('org#south').parkingRouteType).toBe('Parking');
  });

  it('evacuation audiences default to visitors and employees on, parking and directory off', () => {
    expect(at('org#south').evacuation.audienceEnablement).toEqual({
      onSiteVisitorsEvacEnabled: true,
      onSiteEmployeeEvacEnabled: true,
      onSiteParkingEvacEnabled: false,
      employeeDirectoryEvacEnabled: false,
    });
  });

  it('evacuation audiences and messaging.evacuation read dotted flag names', () => {
    const set = locationFeatures({
      tenantFlags: {
        x: tenant({
          'evacuation.audienceEnablement.onSiteVisitorsEvacEnabled': false,
          'evacuation.audienceEnablement.onSiteParkingEvacEnabled': true,
          'messaging.evacuation': true,
        }),
      },
      location: 'x',
      role: 'ADMIN',
      flags: {},
    });
    expect(set.evacuation.audienceEnablement.onSiteVisitorsEvacEnabled).toBe(false);
    expect(set.evacuation.audienceEnablement.onSiteParkingEvacEnabled).toBe(true);
    expect(set.messaging.evacuation).toBe(true);
  });

  it('the loading placeholder has everything off and loading true', () => {
    expect(LOADING_FEATURES.loading).toBe(true);
    expect(BOOLEAN_FEATURES.some((name) => LOADING_FEATURES[name])).toBe(false);
    expect(at('org').loading).toBe(false);
  });
});

describe('role rules', () => {
  it.each(HOST_DISABLED_FEATURES)('HOST turns %s off', (name) => {
    expect(features('HOST', fullAdmin)[name]).toBe(false);
  });

  it('HOST keeps the visitor log and invites', () => {
    const host = features('HOST', fullAdmin);
    expect(host.visitorLog).toBe(true);
    expect(host.inviteLog).toBe(true);
    expect(host.hostMaintenance).toBe(false);
  });

  it.each([
    ['tenantConfiguration', {}, { tenantConfiguration: false, userLog: false }, true],
    ['userLog', {}, { tenantConfiguration: false, userLog: false }, true],
    ['visitorAnalytics', { amAnalyticsEnabled: true }, { visitorAnalytics: false }, true],
    ['visitorAnalytics', { amAnalyticsEnabled: false }, everything, false],
    ['integrations', { amApiAdminForTypes: ['visitor'] }, { integrations: false }, true],
    ['integrations', { amApiAdminForTypes: [] }, everything, false],
    ['settingsNotifications', { amNotificationsAdmin: true }, everything, true],
    ['settingsNotifications', {}, everything, false],
    ['settingsNotifications', { amNotificationsAdmin: true }, {}, false],
    ['settingsResources', { amResourceAdmin: true }, everything, true],
    ['settingsResources', {}, everything, false],
    ['blocklist', { amBlocklistMaintenanceEnabled: true }, everything, true],
    ['blocklist', {}, everything, false],
  ] as const)('ADMIN %s with %j at %j is %s', (name, flags, own, expected) => {
    expect(features('ADMIN', flags, own)[name]).toBe(expected);
  });

  it.each([
    [{ amEvacAdmin: true }, true],
    [{}, false],
  ])('messaging.evacuation needs amEvacAdmin (%j → %s)', (flags, expected) => {
    expect(features('ADMIN', flags).messaging.evacuation).toBe(expected);
    expect(features('DBUSER', flags).messaging.evacuation).toBe(expected);
  });

  it.each([['integrations'], ['settingsNotifications'], ['settingsResources']] as const)(
    'only ADMIN gets %s',
    (name) => {
      expect(features('DBUSER', fullAdmin)[name]).toBe(false);
      expect(features('ADMIN', fullAdmin)[name]).toBe(true);
    },
  );

  it('DBUSER keeps the location flags of userLog and tenantConfiguration', () => {
    expect(features('DBUSER', {}).userLog).toBe(true);
    expect(features('DBUSER', {}, { userLog: false }).userLog).toBe(false);
    expect(features('DBUSER', {}).visitorAnalytics).toBe(false);
    expect(features('DBUSER', { amAnalyticsEnabled: true }).visitorAnalytics).toBe(true);
  });
});

describe('maintenance, module, log and export flags', () => {
  it.each([
    ['hostMaintenance', { amHostMaintenanceEnabled: true }, { hostDirectory: true }, true],
    ['hostMaintenance', { amHostMaintenanceEnabled: true }, { hostDirectory: false }, false],
    ['hostMaintenance', {}, { hostDirectory: true }, false],
    [
      'employeeMaintenance',
      { amEmployeeMaintenanceEnabled: true },
      { employeeDirectory: true },
      true,
    ],
    ['employeeMaintenance', { amEmployeeMaintenanceEnabled: true }, {}, false],
    ['employeeMaintenance', {}, { employeeDirectory: true }, false],
  ] as const)('%s with %j and location %j is %s', (name, flags, own, expected) => {
    expect(features('ADMIN', flags, own)[name]).toBe(expected);
  });

  it.each([
    ['amDisableVisitorModule', ['visitorLog', 'inviteLog', 'hostDirectory', 'visitorAnalytics']],
    ['amDisableEmployeeModule', ['employeeLog', 'employeeDirectory', 'employeeScreeningLog']],
    ['amDisableParkingModule', ['parkingLog', 'parkingBookingLog', 'parkingAnalytics']],
    ['amDisableInductionModule', ['inductionLog', 'crossLocationInductionStatus']],
    ['amDisableDAFModule', ['dafLog']],
  ] as const)('%s forces its features off even for ADMIN', (flag, names) => {
    const set = features('ADMIN', { ...fullAdmin, [flag]: true });
    for (const name of names) expect(set[name]).toBe(false);
    expect(features('ADMIN', fullAdmin)[names[0]]).toBe(true);
  });

  it('module-disable flags turn the module evacuation audiences off', () => {
    const own = { ...everything, 'evacuation.audienceEnablement.onSiteParkingEvacEnabled': true };
    const set = features(
      'ADMIN',
      { amDisableVisitorModule: true, amDisableEmployeeModule: true, amDisableParkingModule: true },
      own,
    );
    expect(Object.values(set.evacuation.audienceEnablement)).toEqual([false, false, false, false]);
  });

  it.each([
    ['amDisableVisitorLog', 'visitorLog', 'inviteLog'],
    ['amDisableEmployeeLog', 'employeeLog', 'employeeDirectory'],
    ['amDisableParkingLog', 'parkingLog', 'parkingBookingLog'],
    ['amDisableInductionLog', 'inductionLog', 'crossLocationInductionStatus'],
  ] as const)('%s turns only %s off', (flag, off, stays) => {
    const set = features('ADMIN', { [flag]: true });
    expect(set[off]).toBe(false);
    expect(set[stays]).toBe(true);
  });

  it.each([
    [{}, { visitor: true, employee: true, parking: true, induction: true, daf: true }],
    [
      { amDisableExport: true },
      { visitor: false, employee: false, parking: false, induction: false, daf: false },
    ],
    [
      { amDisableVisitorExport: true },
      { visitor: false, employee: true, parking: true, induction: true, daf: true },
    ],
    [
      { amDisableEmployeeExport: true, amDisableDAFExport: true },
      { visitor: true, employee: false, parking: true, induction: true, daf: false },
    ],
    [
      { amDisableParkingModule: true },
      { visitor: true, employee: true, parking: false, induction: true, daf: true },
    ],
  ])('exports with %j are %j', (flags, expected) => {
    expect(features('DBUSER', flags).exports).toEqual(expected);
  });
});
