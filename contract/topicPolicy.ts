import type { OperationName } from './operations.ts';
import { OPERATION_POLICIES } from './policies.ts';
import type { TenantFlagsByLocation } from './features/flagInheritance.ts';
import { isInSubtree } from './hierarchy.ts';
import {
  accessRefusal,
  type PolicyRefusal,
  type PolicySubject,
  readableLocations,
} from './policyCheck.ts';
import { hostWithin } from './rollCallView.ts';
import type { LocationTopicFamily } from './topics.ts';

/**
 * The retrieval whose access policy decides who may subscribe to each live topic family: an
 * event carries a record of that family, so it goes only to whom the retrieval would give it.
 */
export const TOPIC_FAMILY_RETRIEVAL: Record<LocationTopicFamily, OperationName> = {
  visitorEvents: 'visitorLogOperations/retrieveVisitorLog',
  workerEvents: 'workerLogOperations/employeeLogRetrieval',
  preScreeningEvents: 'preScreeningOperations/preScreeningLogRetrieval',
  parkingEvents: 'parkingOperations/retrieveParkingEvents',
  parkingBookings: 'parkingOperations/parkingBookingLogRetrieval',
  evacResponses: 'evacuationOperations/retrieveEvacResponses',
  evacuationEvents: 'evacuationOperations/retrieveEvacLog',
};

/**
 * Families whose events carry records a HOST reads only as the roll call's view
 * (contract/rollCallView.ts): the events hold the whole record, so no HOST gets them. Their
 * changes, like every family's, are also announced on globalEvents (a notice names no person),
 * so a client refused the topic catches up on the notice instead (server/broker/publisher.ts).
 */
export const ROLL_CALL_ONLY_FOR_HOSTS: ReadonlySet<LocationTopicFamily> = new Set([
  'workerEvents',
  'parkingEvents',
]);

/**
 * Why `subject` may not subscribe to `family` at `hierarchy` (its subtree), or null: the
 * family's retrieval policy for a read of that hierarchy, for worker and parking events no HOST
 * role at or below it, and every location of the subtree readable (the retrieval leaves the
 * others out, so a subtree with one is refused and its changes followed by notices instead).
 * `tenantFlags` must hold the subtree's locations when the retrieval names read features.
 */
export function topicAccessRefusal(
  subject: PolicySubject,
  family: LocationTopicFamily,
  hierarchy: string,
  tenantFlags: TenantFlagsByLocation,
): PolicyRefusal | null {
  if (ROLL_CALL_ONLY_FOR_HOSTS.has(family) && hostWithin(subject.locations, hierarchy)) {
    return { reason: 'role', hierarchy, role: 'HOST' };
  }
  const policy = OPERATION_POLICIES[TOPIC_FAMILY_RETRIEVAL[family]];
  const refusal = accessRefusal(policy, subject, [hierarchy], tenantFlags);
  if (refusal !== null || (policy.readFeatures ?? []).length === 0) return refusal;
  const subtree = Object.keys(tenantFlags).filter((location) => isInSubtree(location, hierarchy));
  const readable = readableLocations(policy, subject, tenantFlags);
  const unreadable = subtree.find((location) => !readable.has(location));
  return unreadable === undefined
    ? null
    : accessRefusal(policy, subject, [unreadable], tenantFlags);
}
