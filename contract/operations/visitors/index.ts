import { signOutVisitorsOperation } from './signOut.ts';
import { revertSignOutOperation } from './revertSignOut.ts';
import { deleteLogEntriesOperation } from './deleteEntries.ts';
import { updateVisitorCustomFieldOperation } from './updateCustomField.ts';
import { captureVisitorBadgeOperation } from './captureBadge.ts';
import { updateVisitorIdNumberOperation } from './updateIdNumber.ts';
import { updateVisitorAssetSerialOperation } from './updateAssetSerial.ts';
import { signInVisitorOperation } from './signIn.ts';
import { setInductionCompleteOperation } from './setInductionComplete.ts';
import { generateVisitorAgreementOperation } from './generateAgreement.ts';

/** The visitors area's operations (listed in DEFINED_OPERATIONS). */
export const VISITOR_OPERATIONS = [
  signOutVisitorsOperation,
  revertSignOutOperation,
  deleteLogEntriesOperation,
  updateVisitorCustomFieldOperation,
  captureVisitorBadgeOperation,
  updateVisitorIdNumberOperation,
  updateVisitorAssetSerialOperation,
  signInVisitorOperation,
  setInductionCompleteOperation,
  generateVisitorAgreementOperation,
] as const;

export * from './signOut.ts';
export * from './revertSignOut.ts';
export * from './deleteEntries.ts';
export * from './updateCustomField.ts';
export * from './captureBadge.ts';
export * from './updateIdNumber.ts';
export * from './updateAssetSerial.ts';
export * from './signIn.ts';
export * from './setInductionComplete.ts';
export * from './generateAgreement.ts';
