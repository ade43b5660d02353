import { signOutVisitorsOperation } from './signOut.ts';
import { revertSignOutOperation } from './revertSignOut.ts';
import { deleteLogEntriesOperation } from './deleteEntries.ts';
import { updateVisitorCustomFieldOperation } from './updateCustomField.ts';
import { captureVisitorBadgeOperation } from './captureBadge.ts';
import { updateVisitorIdNumberOperation } from './updateIdNumber.ts';
import { updateVisitorAssetSerialOperation } from './updateAssetSerial.ts';

/** The visitors area's operations (listed in DEFINED_OPERATIONS). */
export const VISITOR_OPERATIONS = [
  signOutVisitorsOperation,
  revertSignOutOperation,
  deleteLogEntriesOperation,
  updateVisitorCustomFieldOperation,
  captureVisitorBadgeOperation,
  updateVisitorIdNumberOperation,
  updateVisitorAssetSerialOperation,
] as const;

export * from './signOut.ts';
export * from './revertSignOut.ts';
export * from './deleteEntries.ts';
export * from './updateCustomField.ts';
export * from './captureBadge.ts';
export * from './updateIdNumber.ts';
export * from './updateAssetSerial.ts';
