import type { ProfileAccessFlags, Role } from '../session.ts';
import type { BooleanFeature, FeatureSet } from './features.ts';
import { MODULE_FEATURES } from './moduleFeatures.ts';

/**
 * Role and account rules applied to a location's tenant flags (spec/frame.md §6).
 *
 * Order, each step seeing the result of the previous one:
 * 1. Account flags every role needs: visitorAnalytics needs amAnalyticsEnabled, integrations need
 *    a non-empty amApiAdminForTypes, settingsNotifications needs amNotificationsAdmin,
 *    settingsResources needs amResourceAdmin, messaging.evacuation needs amEvacAdmin, blocklist
 *    needs amBlocklistMaintenanceEnabled ("needs" = the location flag AND the account flag).
 * 2. ADMIN: tenantConfiguration and userLog on; visitorAnalytics on exactly when
 *    amAnalyticsEnabled; integrations on exactly when amApiAdminForTypes is non-empty (these
 *    override the location flags). Other roles: integrations, settingsNotifications and
 *    settingsResources off, because only ADMIN sees Integrations and Settings.
 * 3. HOST: every employee, DAF, induction, parking and directory feature (employee directory AND
 *    host directory), userLog, integrations, tenantConfiguration, settingsNotifications and
 *    settingsResources off.
 * 4. Module-disable flags (amDisable<Module>Module) force the module's features off, including
 *    its evacuation audiences. The block list belongs to the visitor module.
 * 5. Log-disable flags (amDisable<Module>Log) force only the module's log feature off.
 * 6. Maintenance: host maintenance = hostDirectory AND amHostMaintenanceEnabled; employee
 *    maintenance = employeeDirectory AND amEmployeeMaintenanceEnabled (the per-location flag of
 *    maintenance is the directory flag).
 * 7. Exports: a module's export is allowed unless amDisableExport (global), its
 *    amDisable<Module>Export flag or its module-disable flag is set.
 */

export const MODULES = ['visitor', 'employee', 'parking', 'induction', 'daf'] as const;
export type Module = (typeof MODULES)[number];
export type ModuleExports = Record<Module, boolean>;

/** Account flags named by the spec but not typed in the contract (it keeps unknown keys). */
export type AccountFlags = ProfileAccessFlags & {
  [flag: `amDisable${string}`]: boolean | undefined;
};

const FLAG_SUFFIX: Record<Module, string> = {
  visitor: 'Visitor',
  employee: 'Employee',
  parking: 'Parking',
  induction: 'Induction',
  daf: 'DAF',
};

const MODULE_LOG: Record<Module, BooleanFeature> = {
  visitor: 'visitorLog',
  employee: 'employeeLog',
  parking: 'parkingLog',
  induction: 'inductionLog',
  daf: 'dafLog',
};

export const HOST_DISABLED_FEATURES: readonly BooleanFeature[] = [
  ...MODULE_FEATURES.employee,
  ...MODULE_FEATURES.daf,
  ...MODULE_FEATURES.induction,
  ...MODULE_FEATURES.parking,
  'hostDirectory',
  'userLog',
  'integrations',
  'tenantConfiguration',
  'settingsNotifications',
  'settingsResources',
];

const ADMIN_ONLY_FEATURES: readonly BooleanFeature[] = [
  'integrations',
  'settingsNotifications',
  'settingsResources',
];

export function moduleDisabled(flags: ProfileAccessFlags, module: Module): boolean {
  return flags[`amDisable${FLAG_SUFFIX[module]}Module`] === true;
}

export function exportAllowed(flags: AccountFlags, module: Module): boolean {
  return (
    flags.amDisableExport !== true &&
    flags[`amDisable${FLAG_SUFFIX[module]}Export`] !== true &&
    !moduleDisabled(flags, module)
  );
}

function turnOff(set: FeatureSet, names: readonly BooleanFeature[]): void {
  for (const name of names) set[name] = false;
}

function turnOffAudiences(set: FeatureSet, flags: AccountFlags): void {
  const audience = set.evacuation.audienceEnablement;
  if (moduleDisabled(flags, 'visitor')) audience.onSiteVisitorsEvacEnabled = false;
  if (moduleDisabled(flags, 'parking')) audience.onSiteParkingEvacEnabled = false;
  if (moduleDisabled(flags, 'employee')) {
    audience.onSiteEmployeeEvacEnabled = false;
    audience.employeeDirectoryEvacEnabled = false;
  }
}

/** Applies the §6 rules to a location's features; returns a new set. */
export function applyAccessRules(
  location: FeatureSet,
  role: Role,
  profileFlags: ProfileAccessFlags,
): FeatureSet {
  const flags = profileFlags as AccountFlags;
  const set: FeatureSet = {
    ...location,
    evacuation: { audienceEnablement: { ...location.evacuation.audienceEnablement } },
    messaging: { ...location.messaging },
    exports: { ...location.exports },
  };
  const hasApiTypes = (flags.amApiAdminForTypes ?? []).length > 0;

  set.visitorAnalytics &&= flags.amAnalyticsEnabled === true;
  set.integrations &&= hasApiTypes;
  set.settingsNotifications &&= flags.amNotificationsAdmin === true;
  set.settingsResources &&= flags.amResourceAdmin === true;
  set.messaging.evacuation &&= flags.amEvacAdmin === true;
  set.blocklist &&= flags.amBlocklistMaintenanceEnabled === true;

  if (role === 'ADMIN') {
    set.tenantConfiguration = true;
    set.userLog = true;
    set.visitorAnalytics = flags.amAnalyticsEnabled === true;
    set.integrations = hasApiTypes;
  } else {
    turnOff(set, ADMIN_ONLY_FEATURES);
  }
  if (role === 'HOST') turnOff(set, HOST_DISABLED_FEATURES);

  for (const module of MODULES) {
    if (moduleDisabled(flags, module)) turnOff(set, MODULE_FEATURES[module]);
    if (flags[`amDisable${FLAG_SUFFIX[module]}Log`] === true) set[MODULE_LOG[module]] = false;
    set.exports[module] = exportAllowed(flags, module);
  }
  turnOffAudiences(set, flags);

  set.hostMaintenance = set.hostDirectory && flags.amHostMaintenanceEnabled === true;
  set.employeeMaintenance = set.employeeDirectory && flags.amEmployeeMaintenanceEnabled === true;
  return set;
}
