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
