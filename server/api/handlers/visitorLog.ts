import {
  deleteLogEntriesOperation,
  revertSignOutOperation,
} from '../../../contract/operations/index.ts';
import { visitorLogRecord } from '../../../contract/records.ts';
import { refuseBlockedVisitors } from '../../blockList/refuseBlockedVisitors.ts';
import { assertSignOutAllowed } from '../evacuation/signOutDuringEvacuation.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { recordWriteHandler } from './recordWriteHandler.ts';
import { signOutFromDashboard, signVisitorsIn } from '../visitors/visitorWrites.ts';

/*
 * The visitor log's writes. Who may call them (location access, the visitor module, the
 * location's visitor log feature, ADMIN for sign-in) is the access policy's
 * (contract/policies.ts), checked before these run.
 */

/**
 * A visitor already signed out keeps the first sign-out and the call still succeeds. While an
 * evacuation is active at a visitor's location only its initiator may sign out there (403
 * EVACUATION_SIGN_OUT_REFUSED for the whole call otherwise).
 */
export const signOutVisitors: OperationHandler<'visitorLogOperations/signOutVisitors'> = async (
  { sql, caller, now },
  body,
) => {
  await assertSignOutAllowed(
    sql,
    caller,
    body.userData.map((ref) => ref.EntityHierarchy),
    body.evtTimeStampOut,
  );
  await signOutFromDashboard(sql, body, caller, now);
  return { key: 'SIGNOUT_SUCCESS' };
};

/** Undoes a sign-out: the definition's write, nothing more (an unknown record is a 404). */
export const revertSignOut = recordWriteHandler(revertSignOutOperation, () => ({
  key: 'REVERT_SIGNOUT_SUCCESS',
}));

/** Removes visitor log entries; entries already removed are skipped. */
export const deleteLogEntries = recordWriteHandler(deleteLogEntriesOperation, () => ({
  key: 'ENTRIES_DELETED',
}));

/**
 * A sign-in by a signed-in user: reception's assisted check-in (a kiosk's, Gatehouse addition).
 * A visitor on the block list is refused (403 VISITOR_BLOCKED) and the match recorded.
 */
export const signInVisitor: OperationHandler<'visitorLogOperations/signInVisitor'> = async (
  context,
  body,
) => {
  await refuseBlockedVisitors(context, [body], 'dashboard');
  const [signedIn] = await signVisitorsIn(context.sql, [body], context.now);
  return { key: 'OPERATION_PROCESSED', item: visitorLogRecord.parse(signedIn?.image) };
};
