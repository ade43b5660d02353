import {
  definitionsByName,
  operationEntries,
  operationPolicies,
  operationSuccessKeys,
} from './defineOperation.ts';
import { updateEvacActivationOperation } from './evacuation/activation.ts';
import { markEvacStatusOperation } from './evacuation/markStatus.ts';
import { accessCredentialOperation, subscribeCredentialOperation } from './user/credentials.ts';
import { markInviteArrivedOperation } from './invites/markArrived.ts';
import { revertInviteArrivalOperation } from './invites/revertArrival.ts';
import { userLoginAuditOperation } from './user/loginAudit.ts';
import { captureWorkerBadgeOperation } from './workers/captureBadge.ts';
import { captureVisitorBadgeOperation } from './visitors/captureBadge.ts';
import { deleteLogEntriesOperation } from './visitors/deleteEntries.ts';
import { revertSignOutOperation } from './visitors/revertSignOut.ts';
import { signOutVisitorsOperation } from './visitors/signOut.ts';
import { updateVisitorAssetSerialOperation } from './visitors/updateAssetSerial.ts';
import { updateVisitorCustomFieldOperation } from './visitors/updateCustomField.ts';
import { updateVisitorIdNumberOperation } from './visitors/updateIdNumber.ts';

/**
 * Every operation defined with defineOperation: OPERATIONS, OPERATION_POLICIES and the success
 * keys take their entries from this list (operations not yet moved keep hand-written entries).
 */
export const DEFINED_OPERATIONS = [
  markEvacStatusOperation,
  updateEvacActivationOperation,
  signOutVisitorsOperation,
  revertSignOutOperation,
  deleteLogEntriesOperation,
  updateVisitorCustomFieldOperation,
  captureVisitorBadgeOperation,
  updateVisitorIdNumberOperation,
  updateVisitorAssetSerialOperation,
  captureWorkerBadgeOperation,
  markInviteArrivedOperation,
  revertInviteArrivalOperation,
  subscribeCredentialOperation,
  accessCredentialOperation,
  userLoginAuditOperation,
] as const;

export const OPERATION_DEFINITIONS = definitionsByName(DEFINED_OPERATIONS);
export const DEFINED_OPERATION_ENTRIES = operationEntries(DEFINED_OPERATIONS);
export const DEFINED_OPERATION_POLICIES = operationPolicies(DEFINED_OPERATIONS);
export const DEFINED_SUCCESS_KEYS = operationSuccessKeys(DEFINED_OPERATIONS);

export * from './defineOperation.ts';
export { updateEvacActivationOperation } from './evacuation/activation.ts';
export { markEvacStatusOperation } from './evacuation/markStatus.ts';
export * from './invites/markArrived.ts';
export * from './invites/revertArrival.ts';
export * from './user/credentials.ts';
export * from './user/loginAudit.ts';
export * from './visitors/captureBadge.ts';
export * from './visitors/deleteEntries.ts';
export * from './visitors/revertSignOut.ts';
export * from './visitors/signOut.ts';
export * from './visitors/updateAssetSerial.ts';
export * from './visitors/updateCustomField.ts';
export * from './visitors/updateIdNumber.ts';
export * from './workers/captureBadge.ts';
