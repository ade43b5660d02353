import { EVAC_AUDIENCE_FLAGS, type EvacAudience } from '../evacuationAudiences.ts';
import type { Module } from '../features/featureRules.ts';
import type { EvacuationAudienceFeature, PolicyFeature } from '../policies.ts';
import { ROLES } from '../roleNames.ts';
import type { Role } from '../session.ts';

/**
 * Access requirements shared by several operations' policies (contract/policies.ts and the
 * definitions under contract/operations/), without the request's targets.
 */

/** Every role but HOST. */
export const NOT_HOST: readonly Role[] = ROLES.filter((role) => role !== 'HOST');

/** Changes of the visitor log: the visitor module and the location's visitor log feature. */
export const visitorLogChange = {
  roles: 'anyRole',
  accountFlags: [],
  module: 'visitor',
  features: ['visitorLog'],
  connectivity: 'offlineCapable',
} as const;

/** Updates of one visitor log record, named by the request's eventTiming. */
export const visitorRecordUpdate = {
  ...visitorLogChange,
  targets: (body: { eventTiming: { EntityHierarchy: string } }) => [
    body.eventTiming.EntityHierarchy,
  ],
} as const;

/** Evacuation changes: evacuation administrators where evacuation messaging is on. */
export const evacuationChange = {
  accountFlags: ['amEvacAdmin'],
  module: null,
  features: ['messaging.evacuation'],
} as const;

/** A caller's own configuration, credentials or audit entry: any signed-in user. */
export const signedIn = {
  roles: 'anyRole',
  accountFlags: [],
  module: null,
  features: [],
  connectivity: 'onlineOnly',
  targets: () => [],
} as const;

/**
 * Corrections of the worker log (workers.md §4): time administrators (amTimeAdmin) only, since
 * payroll follows them; never a HOST (no employee menus, workers.md §2); where the location's
 * worker log is on. Offline-capable: each is a mutator.
 */
export const workerCorrection = {
  roles: NOT_HOST,
  accountFlags: ['amTimeAdmin'],
  module: 'employee',
  features: ['employeeLog'],
  connectivity: 'offlineCapable',
  targets: (body: { EntityHierarchy: string }) => [body.EntityHierarchy],
} as const;

/**
 * Events a device or an integration records (issue 33 item 7: badge readers, screening kiosks,
 * parking scanners write through the same door as the dashboard): never a HOST (no employee or
 * parking menus, workers.md §2), the module, the location's log `feature`. Online only: the
 * server finds the person or the vehicle and decides at that moment.
 */
export function deviceEventAccess(module: 'employee' | 'parking', feature: PolicyFeature) {
  return {
    roles: NOT_HOST,
    accountFlags: [],
    module,
    features: [feature],
    connectivity: 'onlineOnly',
  } as const;
}

/** Photo review of the worker log: not a HOST, where the worker log is on; online only. */
export const workerImageReview = {
  roles: NOT_HOST,
  accountFlags: [],
  module: 'employee',
  features: ['employeeLog'],
  connectivity: 'onlineOnly',
} as const;

/**
 * Invites (spec/visitors.md §2, §7): any role (hosts invite their visitors), the visitor module,
 * the location's invite log; resend, delete and create also need their own invite feature, and
 * the host search of the new invite screen the create feature. Marking and reverting an arrival
 * work offline (mutators); resend, delete, create and the host search need the server.
 */
export const inviteChange = {
  roles: 'anyRole',
  accountFlags: [],
  module: 'visitor',
  features: ['inviteLog'],
  connectivity: 'onlineOnly',
} as const;

/**
 * What a HOST may read of a module's logs. A HOST has every employee, induction and parking
 * feature off and no employee or parking menu (spec/frame.md §6, workers.md §2), so it reads
 * none of them, except what an evacuation's roll call lists (workers clocked in, vehicles on
 * site, the employee directory): a HOST marshal, who has amEvacAdmin, reads those, and only as
 * the roll call's view (contract/rollCallView.ts, applied by the server's retrievals).
 */
export type HostRead = 'any' | 'never' | 'evacuationAdmin';

/**
 * A retrieval of the given subtrees: any role there (see HostRead for a HOST), unless the
 * account disabled the module, of the records at locations where one of `readFeatures` is on
 * (the menu's rule for the screens that show the family, and the roll call's audience that lists
 * it). Online only (the device's copy is the offline read).
 */
export function retrievalAccess(
  module: Module | null,
  readFeatures: readonly (PolicyFeature | readonly PolicyFeature[])[],
  host: HostRead = 'any',
) {
  return {
    roles: host === 'never' ? NOT_HOST : 'anyRole',
    ...(host === 'evacuationAdmin' ? { hostAccountFlags: ['amEvacAdmin'] as const } : {}),
    accountFlags: [],
    module,
    features: [],
    readFeatures,
    connectivity: 'onlineOnly',
  } as const;
}

/**
 * What lets an evacuation's roll call list a family at a location: the audience's tenant flag
 * and evacuation messaging (on only for evacuation administrators, contract/features).
 */
export function rollCallAudience(audience: EvacAudience): readonly PolicyFeature[] {
  const flag: EvacuationAudienceFeature = `evacuation.audienceEnablement.${EVAC_AUDIENCE_FLAGS[audience]}`;
  return ['messaging.evacuation', flag];
}

/** The targets of a retrieval: the hierarchies its query names. */
export const queryTargets = (body: { query: { hierarchies: readonly string[] } }) =>
  body.query.hierarchies;
