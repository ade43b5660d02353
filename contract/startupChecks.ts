import type { EnvironmentFile } from './env.ts';
import { HIERARCHY_KEY_PATTERN } from './hierarchy.ts';
import type { HierarchyConfiguration, HierarchyNode, TenantFlags } from './hierarchyConfig.ts';
import {
  array,
  boolean,
  type Check,
  either,
  intBetween,
  lazy,
  literal,
  nonNegativeInt,
  object,
  oneOf,
  optional,
  record,
  string,
  unknown,
  withDefault,
} from './plainCheck.ts';
import { MAX_ON_SITE_LOOKBACK_DAYS } from './presence.ts';
import type { ErrorBody } from './primitives.ts';
import { ROLES } from './roleNames.ts';
import type {
  LocationAccess,
  ProfileAccessFlags,
  SessionResponse,
  SessionUser,
} from './session.ts';

/**
 * The checks the client runs while it starts, without a schema library (plainCheck.ts): the same
 * rules and outputs as the zod schemas of env.ts, session.ts and hierarchyConfig.ts, which stay
 * the definition (startupChecks.test.ts compares them).
 */
const text = string();
const nonEmpty = string({ minLength: 1 });
const flag = (fallback: boolean) => withDefault(boolean, () => fallback);
const hierarchyKey = string({
  pattern: HIERARCHY_KEY_PATTERN,
  patternMessage: 'must be a location key such as org#region#site',
});

export const checkEnvironmentFile: Check<EnvironmentFile> = object<EnvironmentFile>({
  productName: nonEmpty,
  services: object({ api: text, auth: text }),
  identity: object<EnvironmentFile['identity']>({
    provider: oneOf(['embedded', 'external']),
    issuer: text,
    companyEmailDomains: withDefault(array(text), () => []),
  }),
  mqttUrl: text,
  flags: object({
    maintenance: flag(false),
    localeSwitch: flag(false),
    helpCenter: flag(false),
    groupInvite: flag(true),
  }),
  stagingEnvironments: withDefault(array(object({ name: text, host: text })), () => []),
  errorReporting: optional(object({ dsn: text })),
  supportWidget: optional(object({ appId: text })),
  frameAncestors: optional(array(text)),
  onSiteLookbackDays: optional(intBetween(1, MAX_ON_SITE_LOOKBACK_DAYS)),
});

const role = oneOf(ROLES);
const optionalText = optional(text);
const optionalFlag = optional(boolean);
const optionalList = optional(array(text));

const profileAccessFlags = object<ProfileAccessFlags>(
  {
    umEmail: optionalText,
    umName: optionalText,
    amOrganizationId: optionalText,
    amApiAdminForTypes: optionalList,
    amEmployeeTagsAuthorisedTags: optionalList,
    amTimeAdmin: optionalFlag,
    amAnalyticsEnabled: optionalFlag,
    amHostMaintenanceEnabled: optionalFlag,
    amInductionAdmin: optionalFlag,
    amEvacAdmin: optionalFlag,
    amDBFullDateAccess: optionalFlag,
    amEmployeeMaintenanceEnabled: optionalFlag,
    amEmployeeTagsNoTagAccess: optionalFlag,
    amPreScreeningAdmin: optionalFlag,
    amPreScreeningSuperAdmin: optionalFlag,
    amNotificationsAdmin: optionalFlag,
    amResourceAdmin: optionalFlag,
    amBlocklistMaintenanceEnabled: optionalFlag,
    amDisableVisitorModule: optionalFlag,
    amDisableEmployeeModule: optionalFlag,
    amDisableParkingModule: optionalFlag,
    amDisableInductionModule: optionalFlag,
    amDisableDAFModule: optionalFlag,
    amDisableExport: optionalFlag,
  },
  true,
);

const locationAccess = object<LocationAccess>({ EntityHierarchy: hierarchyKey, role });

const sessionUser = object<SessionUser>({
  sub: nonEmpty,
  email: text,
  name: text,
  organisationId: nonEmpty,
  flags: profileAccessFlags,
  locations: array(locationAccess),
  userHash: optionalText,
});

const signedIn = object<Extract<SessionResponse, { authenticated: true }>>({
  authenticated: literal(true),
  user: sessionUser,
  expiresAt: nonNegativeInt,
});
const signedOut = object<Extract<SessionResponse, { authenticated: false }>>({
  authenticated: literal(false),
});

/** GET /auth/session, told apart by `authenticated` (a discriminated union in session.ts). */
export const checkSessionResponse: Check<SessionResponse> = (value, path, issues) => {
  const authenticated = typeof value === 'object' && value !== null && 'authenticated' in value;
  if (authenticated && value.authenticated === true) return signedIn(value, path, issues);
  if (authenticated && value.authenticated === false) return signedOut(value, path, issues);
  issues.push({ path: [...path, 'authenticated'], message: 'Invalid input' });
  return signedOut(value, path, []);
};

const hierarchyNode: Check<HierarchyNode> = object<HierarchyNode>({
  hierarchyStructure: hierarchyKey,
  children: array(lazy(() => hierarchyNode)),
});

const tenantFlags = object<TenantFlags>({
  entityLocationData: object({
    companyName: optionalText,
    locationShortDescription: optionalText,
    timeZone: optionalText,
    country: optionalText,
  }),
  features: withDefault(record(either(boolean, text)), () => ({})),
  branding: optional(
    object<NonNullable<TenantFlags['branding']>>({
      enabled: flag(false),
      primaryColor: optionalText,
      name: optionalText,
      logo: optionalText,
      logoSmall: optionalText,
    }),
  ),
});

export const checkHierarchyConfiguration: Check<HierarchyConfiguration> =
  object<HierarchyConfiguration>({
    key: literal('HIERARCHY_CONFIGURATION_RETRIEVED'),
    organisationId: text,
    deepStructure: array(hierarchyNode),
    access: array(locationAccess),
    tenantFlags: record(tenantFlags),
    additionalConfigs: withDefault(record(unknown), () => ({})),
  });

/** The body of every non-2xx answer (errorBody in primitives.ts). */
export const checkErrorBody: Check<ErrorBody> = object<ErrorBody>({ key: text, message: text });
