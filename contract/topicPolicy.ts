import type { OperationName } from './operations.ts';
import { OPERATION_POLICIES } from './policies.ts';
import { accessRefusal, type PolicyRefusal, type PolicySubject } from './policyCheck.ts';
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
 * changes are also announced on globalEvents (a notice names no person), so a client refused
 * the topic catches up on the notice instead (server/broker/publisher.ts).
 */
export const ROLL_CALL_ONLY_FOR_HOSTS: ReadonlySet<LocationTopicFamily> = new Set([
  'workerEvents',
  'parkingEvents',
]);

/**
 * Why `subject` may not subscribe to `family` at `hierarchy` (its subtree), or null: the
 * family's retrieval policy for a read of that hierarchy, and for worker and parking events no
 * HOST role at or below it. Retrieval policies name no tenant features, so no tenant flags are
 * needed.
 */
export function topicAccessRefusal(
  subject: PolicySubject,
  family: LocationTopicFamily,
  hierarchy: string,
): PolicyRefusal | null {
  if (ROLL_CALL_ONLY_FOR_HOSTS.has(family) && hostWithin(subject.locations, hierarchy)) {
    return { reason: 'role', hierarchy, role: 'HOST' };
  }
  return accessRefusal(
    OPERATION_POLICIES[TOPIC_FAMILY_RETRIEVAL[family]],
    subject,
    [hierarchy],
    {},
  );
}
