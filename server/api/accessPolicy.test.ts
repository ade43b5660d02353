import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MODULES, type Module } from '../../contract/features/featureRules.ts';
import { featuresFor } from '../../contract/features/features.ts';
import type { TenantFlags } from '../../contract/hierarchyConfig.ts';
import { OPERATIONS, type OperationName } from '../../contract/operations.ts';
import {
  type BooleanAccountFlag,
  OPERATION_POLICIES,
  type PolicyFeature,
  requestTargets,
} from '../../contract/policies.ts';
import { featureOn } from '../../contract/policyCheck.ts';
import type { ProfileAccessFlags, Role } from '../../contract/session.ts';
import { DEMO_FEATURES } from '../demo/organisations.ts';
import { sampleBody } from '../testing/operationSamples.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Generated from contract/policies.ts: every operation, as an ADMIN, a HOST and a user without
 * access at the target, with the baseline account (every granting flag on, no module disabled,
 * every feature on at the location) and with each flag the policy names turned off (its account
 * flags, its module's disable flag, the tenant flag of each feature), plus every other module
 * disabled. A refusal is exactly 403 NOT_AUTHORIZED 'Not Authorized' and writes nothing; a
 * permitted call may still fail in the handler (404 for sample records that do not exist, 409
 * for a screening reset of one).
 */

const PARENT = 'acme#policy';
const SITE = `${PARENT}#site`;
type RoleCase = Role | 'none';
const ROLE_CASES: readonly RoleCase[] = ['ADMIN', 'HOST', 'none'];

const GRANTING_FLAGS: ProfileAccessFlags = {
  amTimeAdmin: true,
  amApiAdminForTypes: ['visitor'],
  amAnalyticsEnabled: true,
  amHostMaintenanceEnabled: true,
  amInductionAdmin: true,
  amEvacAdmin: true,
  amDBFullDateAccess: true,
  amEmployeeMaintenanceEnabled: true,
  amPreScreeningAdmin: true,
  amPreScreeningSuperAdmin: true,
  amNotificationsAdmin: true,
  amResourceAdmin: true,
  amBlocklistMaintenanceEnabled: true,
};

const DISABLE_FLAG: Record<Module, BooleanAccountFlag> = {
  visitor: 'amDisableVisitorModule',
  employee: 'amDisableEmployeeModule',
  parking: 'amDisableParkingModule',
  induction: 'amDisableInductionModule',
  daf: 'amDisableDAFModule',
};

/** The location whose tenant turned `feature` off (keys allow no '.'). */
const featureOffAt = (feature: PolicyFeature) => `${PARENT}#no-${feature.replaceAll('.', '-')}`;

interface Variant {
  name: string;
  flags: ProfileAccessFlags;
  location: string;
}

function variantsOf(name: OperationName): Variant[] {
  const policy = OPERATION_POLICIES[name];
  const variants: Variant[] = [{ name: 'baseline', flags: GRANTING_FLAGS, location: SITE }];
  for (const flag of [...policy.accountFlags, ...(policy.hostAccountFlags ?? [])]) {
    variants.push({
      name: `${flag} off`,
      flags: { ...GRANTING_FLAGS, [flag]: false },
      location: SITE,
    });
  }
  if (policy.module !== null) {
    const flag = DISABLE_FLAG[policy.module];
    variants.push({
      name: `${flag} on`,
      flags: { ...GRANTING_FLAGS, [flag]: true },
      location: SITE,
    });
  }
  const others = MODULES.filter((module) => module !== policy.module);
  variants.push({
    name: 'other modules disabled',
    flags: { ...GRANTING_FLAGS, ...Object.fromEntries(others.map((m) => [DISABLE_FLAG[m], true])) },
    location: SITE,
  });
  for (const feature of policy.features) {
    variants.push({
      name: `tenant flag ${feature} off`,
      flags: GRANTING_FLAGS,
      location: featureOffAt(feature),
    });
  }
  if ((policy.readFeatures ?? []).length > 0) {
    variants.push({
      name: 'tenant flags of its read features off',
      flags: GRANTING_FLAGS,
      location: readFeaturesOffAt(name),
    });
  }
  return variants;
}

/** The location whose tenant turned off every feature a read names (readFeatures). */
const readFeaturesOffAt = (name: OperationName) =>
  `${PARENT}#no-read-${OPERATION_NAMES_WITH_READ_FEATURES.indexOf(name)}`;
const OPERATION_NAMES_WITH_READ_FEATURES = (
  Object.keys(OPERATION_POLICIES) as OperationName[]
).filter((name) => (OPERATION_POLICIES[name].readFeatures ?? []).length > 0);

const TENANT_FLAGS: Record<string, TenantFlags> = {
  [PARENT]: { entityLocationData: {}, features: DEMO_FEATURES },
  [SITE]: { entityLocationData: {}, features: DEMO_FEATURES },
};
for (const name of OPERATION_NAMES_WITH_READ_FEATURES) {
  const off = (OPERATION_POLICIES[name].readFeatures ?? []).flat();
  TENANT_FLAGS[readFeaturesOffAt(name)] = {
    entityLocationData: {},
    features: { ...DEMO_FEATURES, ...Object.fromEntries(off.map((feature) => [feature, false])) },
  };
}
for (const policy of Object.values(OPERATION_POLICIES)) {
  for (const feature of policy.features) {
    TENANT_FLAGS[featureOffAt(feature)] = {
      entityLocationData: {},
      features: { ...DEMO_FEATURES, [feature]: false },
    };
  }
}

/**
 * What the policy says, read off its declaration: refused when a target is outside the caller's
 * access, the module is disabled, a required account flag is off, the role is not one of the
 * policy's, or a required feature is off in the location's feature set (tenant flag, role and
 * account rules of spec/frame.md §6).
 */
function policyRefuses(name: OperationName, role: RoleCase, variant: Variant): boolean {
  const policy = OPERATION_POLICIES[name];
  if (!hasTargets(name)) {
    return (
      (policy.module !== null && variant.flags[DISABLE_FLAG[policy.module]] === true) ||
      policy.accountFlags.some((flag) => variant.flags[flag] !== true)
    );
  }
  if (role === 'none') return true;
  if (policy.module !== null && variant.flags[DISABLE_FLAG[policy.module]] === true) return true;
  if (policy.accountFlags.some((flag) => variant.flags[flag] !== true)) return true;
  if (policy.roles !== 'anyRole' && !policy.roles.includes(role)) return true;
  if (role === 'HOST' && policy.hostAccountFlags?.some((flag) => variant.flags[flag] !== true)) {
    return true;
  }
  const features = featuresFor({
    tenantFlags: TENANT_FLAGS,
    location: variant.location,
    role,
    flags: variant.flags,
  });
  if (policy.features.some((feature) => !featureOn(features, feature))) return true;
  const readFeatures = policy.readFeatures ?? [];
  const holds = (entry: PolicyFeature | readonly PolicyFeature[]) =>
    (typeof entry === 'string' ? [entry] : entry).every((feature) => featureOn(features, feature));
  return readFeatures.length > 0 && !readFeatures.some(holds);
}

const hasTargets = (name: OperationName) =>
  requestTargets(name, OPERATIONS[name].request.parse(sampleBody(name, SITE, 'x'))).length > 0;

let server: TestServer;
const users = new Map<string, string>();

/** A user with `role` at PARENT (none: HOST elsewhere in acme) and `flags`; created once. */
async function userFor(role: RoleCase, flags: ProfileAccessFlags): Promise<string> {
  const id = `${role}:${JSON.stringify(flags)}`;
  const existing = users.get(id);
  if (existing) return existing;
  const sub = `policy-user-${users.size + 1}`;
  await server.db.query(
    `INSERT INTO users (sub, email, name, organisation_id, password_hash, flags)
     VALUES ($1, $2, $3, 'acme', 'none', $4)`,
    [sub, `${sub}@example.com`, sub, JSON.stringify(flags)],
  );
  await server.db.query('INSERT INTO user_locations (sub, hierarchy, role) VALUES ($1, $2, $3)', [
    sub,
    role === 'none' ? 'acme#north' : PARENT,
    role === 'none' ? 'HOST' : role,
  ]);
  users.set(id, sub);
  return sub;
}

beforeAll(async () => {
  server = await createTestServer();
  for (const [hierarchy, flags] of Object.entries(TENANT_FLAGS)) {
    await server.db.query(
      `INSERT INTO locations (hierarchy, organisation_id, features) VALUES ($1, 'acme', $2)`,
      [hierarchy, JSON.stringify(flags.features)],
    );
  }
});
afterAll(async () => {
  await server.app.close();
});

const NOT_AUTHORIZED = { key: 'NOT_AUTHORIZED', message: 'Not Authorized' };
const OPERATION_NAMES = Object.keys(OPERATION_POLICIES) as OperationName[];

describe.each(OPERATION_NAMES)('the access policy of %s', (name) => {
  const cases = ROLE_CASES.flatMap((role) =>
    variantsOf(name).map((variant) => ({
      role,
      variant,
      refused: policyRefuses(name, role, variant),
    })),
  );

  test.each(cases)(
    '$role, $variant.name: refused = $refused',
    async ({ role, variant, refused }) => {
      const sub = await userFor(role, variant.flags);
      const before = await server.feedCount();
      const response = await server.call(name, sampleBody(name, variant.location, sub), sub);
      if (refused) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(NOT_AUTHORIZED);
        expect(await server.feedCount()).toBe(before);
      } else {
        expect(response.statusCode, response.body).not.toBe(403);
        // 409: the screening reset answers PROCESS_INSTANCE_OBSOLETE for an item that is gone.
        expect([200, 404, 409]).toContain(response.statusCode);
      }
    },
  );
});

describe('the generated cases cover every kind of refusal', () => {
  test('each operation with targets is refused for a user without access and allowed for an ADMIN', () => {
    for (const name of OPERATION_NAMES) {
      const baseline = variantsOf(name)[0]!;
      expect(policyRefuses(name, 'ADMIN', baseline), name).toBe(false);
      expect(policyRefuses(name, 'none', baseline), name).toBe(hasTargets(name));
    }
  });

  test('a HOST reads the worker log only as an evacuation admin, and never screening', () => {
    const workerLog = 'workerLogOperations/employeeLogRetrieval';
    const noEvac = variantsOf(workerLog).find((v) => v.name === 'amEvacAdmin off')!;
    expect(policyRefuses(workerLog, 'HOST', variantsOf(workerLog)[0]!)).toBe(false);
    expect(policyRefuses(workerLog, 'HOST', noEvac)).toBe(true);
    expect(policyRefuses(workerLog, 'ADMIN', noEvac)).toBe(false);
    const screening = 'preScreeningOperations/preScreeningLogRetrieval';
    expect(policyRefuses(screening, 'HOST', variantsOf(screening)[0]!)).toBe(true);
  });

  test('a disabled visitor module refuses sign-out; a HOST may not start an evacuation', () => {
    const signOut = variantsOf('visitorLogOperations/signOutVisitors');
    const disabled = signOut.find((v) => v.name === 'amDisableVisitorModule on')!;
    expect(policyRefuses('visitorLogOperations/signOutVisitors', 'ADMIN', disabled)).toBe(true);
    const baseline = variantsOf('evacuationOperations/updateEvacActivation')[0]!;
    expect(policyRefuses('evacuationOperations/updateEvacActivation', 'HOST', baseline)).toBe(true);
  });
});
