import type { ProfileAccessFlags, Role } from '../session.ts';
import { applyAccessRules, type ModuleExports } from './featureRules.ts';
import {
  booleanFlag,
  booleanFlagOr,
  stringFlag,
  type TenantFlagsByLocation,
} from './flagInheritance.ts';
import { MODULE_FEATURES } from './moduleFeatures.ts';

/**
 * The feature set of one location for one user (spec/frame.md §3 "Feature set per location",
 * rules of §6). Tenant flags are read from `TenantFlags.features` under the names below; the
 * nested flags use dotted names: `messaging.evacuation` and
 * `evacuation.audienceEnablement.<audience flag>`.
 */

export const BOOLEAN_FEATURES = [
  ...MODULE_FEATURES.visitor,
  ...MODULE_FEATURES.employee,
  ...MODULE_FEATURES.daf,
  ...MODULE_FEATURES.induction,
  ...MODULE_FEATURES.parking,
  'userLog',
  'integrations',
  'tenantConfiguration',
  'settingsNotifications',
  'settingsResources',
  'multiTenantEvacTriggerEnabled',
] as const;
export type BooleanFeature = (typeof BOOLEAN_FEATURES)[number];

export const EMPLOYEE_ROUTE_TYPES = ['employees', 'students', 'candidates'] as const;
export type EmployeeRouteType = (typeof EMPLOYEE_ROUTE_TYPES)[number];
export const DEFAULT_EMPLOYEE_ROUTE_TYPE: EmployeeRouteType = 'employees';

/** Parking labels of spec/frame.md §9; the route segment is the lowercased singular label. */
export const DEFAULT_PARKING_LABEL = 'Parking';
export const DEFAULT_PARKING_LABEL_PLURAL = 'Parkings';

export interface EvacuationAudienceEnablement {
  onSiteVisitorsEvacEnabled: boolean;
  onSiteEmployeeEvacEnabled: boolean;
  onSiteParkingEvacEnabled: boolean;
  employeeDirectoryEvacEnabled: boolean;
}
/** Audience defaults when unconfigured: visitors and employees on, parking and directory off. */
export const DEFAULT_AUDIENCE_ENABLEMENT: Readonly<EvacuationAudienceEnablement> = {
  onSiteVisitorsEvacEnabled: true,
  onSiteEmployeeEvacEnabled: true,
  onSiteParkingEvacEnabled: false,
  employeeDirectoryEvacEnabled: false,
};
const AUDIENCE_FLAGS = Object.keys(
  DEFAULT_AUDIENCE_ENABLEMENT,
) as (keyof EvacuationAudienceEnablement)[];
export const AUDIENCE_FLAG_PREFIX = 'evacuation.audienceEnablement.';
export const MESSAGING_EVACUATION_FLAG = 'messaging.evacuation';

export type FeatureSet = Record<BooleanFeature, boolean> & {
  /** True only for the placeholder set used while the configuration is still loading. */
  loading: boolean;
  employeeRouteType: EmployeeRouteType;
  /** Parking label used for parking routes ({p} is its lowercase), default 'Parking'. */
  parkingRouteType: string;
  evacuation: { audienceEnablement: EvacuationAudienceEnablement };
  messaging: { evacuation: boolean };
  /** Host maintenance (add, edit, delete, import hosts): account flag and location flag. */
  hostMaintenance: boolean;
  /** Employee maintenance (directory, Copy From Source): account flag and location flag. */
  employeeMaintenance: boolean;
  /** Whether each module's data may be exported (global and per-module export disables). */
  exports: ModuleExports;
};

function allOff(): Record<BooleanFeature, boolean> {
  return Object.fromEntries(BOOLEAN_FEATURES.map((name) => [name, false])) as Record<
    BooleanFeature,
    boolean
  >;
}

/** The placeholder shown until the location configuration has loaded: everything off. */
export const LOADING_FEATURES: Readonly<FeatureSet> = {
  ...allOff(),
  loading: true,
  employeeRouteType: DEFAULT_EMPLOYEE_ROUTE_TYPE,
  parkingRouteType: DEFAULT_PARKING_LABEL,
  evacuation: { audienceEnablement: { ...DEFAULT_AUDIENCE_ENABLEMENT } },
  messaging: { evacuation: false },
  hostMaintenance: false,
  employeeMaintenance: false,
  exports: { visitor: false, employee: false, parking: false, induction: false, daf: false },
};

export function isEmployeeRouteType(value: unknown): value is EmployeeRouteType {
  return (EMPLOYEE_ROUTE_TYPES as readonly unknown[]).includes(value);
}

export interface FeatureInput {
  /** Tenant flags of every location (HierarchyConfiguration.tenantFlags). */
  tenantFlags: TenantFlagsByLocation;
  /** The selected location key, or 'ALL'. */
  location: string;
  /** The user's role at that location (see roleAt in roles.ts). */
  role: Role;
  flags: ProfileAccessFlags;
}

/** The tenant's own flags for the location, before any role or account rule. */
export function locationFeatures({ tenantFlags, location }: FeatureInput): FeatureSet {
  const flags = allOff();
  for (const name of BOOLEAN_FEATURES) flags[name] = booleanFlag(tenantFlags, location, name);
  const routeType = stringFlag(tenantFlags, location, 'employeeRouteType');
  const audienceEnablement = { ...DEFAULT_AUDIENCE_ENABLEMENT };
  for (const name of AUDIENCE_FLAGS) {
    audienceEnablement[name] = booleanFlagOr(
      tenantFlags,
      location,
      AUDIENCE_FLAG_PREFIX + name,
      DEFAULT_AUDIENCE_ENABLEMENT[name],
    );
  }
  return {
    ...flags,
    loading: false,
    employeeRouteType: isEmployeeRouteType(routeType) ? routeType : DEFAULT_EMPLOYEE_ROUTE_TYPE,
    parkingRouteType:
      stringFlag(tenantFlags, location, 'parkingRouteType') ?? DEFAULT_PARKING_LABEL,
    evacuation: { audienceEnablement },
    messaging: { evacuation: booleanFlag(tenantFlags, location, MESSAGING_EVACUATION_FLAG) },
    hostMaintenance: flags.hostDirectory,
    employeeMaintenance: flags.employeeDirectory,
    exports: { visitor: true, employee: true, parking: true, induction: true, daf: true },
  };
}

/** The feature set of the location for this user: tenant flags, then the rules of §6. */
export function featuresFor(input: FeatureInput): FeatureSet {
  return applyAccessRules(locationFeatures(input), input.role, input.flags);
}
