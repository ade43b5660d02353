import { visitorLogRecord } from '../../../contract/records.ts';
import type { OperationHandler } from '../operationTypes.ts';
import {
  deleteVisitorLogEntries,
  revertVisitorSignOuts,
  signVisitorsIn,
  signVisitorsOut,
} from '../visitors/visitorWrites.ts';

/*
 * The visitor log's writes. Who may call them (location access, the visitor module, the
 * location's visitor log feature, ADMIN for sign-in) is the access policy's
 * (contract/policies.ts), checked before these run.
 */

/** A visitor already signed out keeps the first sign-out and the call still succeeds. */
export const signOutVisitors: OperationHandler<'visitorLogOperations/signOutVisitors'> = async (
  { sql, now },
  { userData, ...out },
) => {
  await signVisitorsOut(sql, userData, out, now);
  return { key: 'SIGNOUT_SUCCESS' };
};

export const revertSignOut: OperationHandler<'visitorLogOperations/revertSignOut'> = async (
  { sql, now },
  ref,
) => {
  await revertVisitorSignOuts(sql, [ref], now);
  return { key: 'REVERT_SIGNOUT_SUCCESS' };
};

export const deleteLogEntries: OperationHandler<'visitorLogOperations/deleteLogEntries'> = async (
  { sql, now },
  { logEntries },
) => {
  await deleteVisitorLogEntries(sql, logEntries, now);
  return { key: 'ENTRIES_DELETED' };
};

/** A kiosk sign-in (Gatehouse addition). */
export const signInVisitor: OperationHandler<'visitorLogOperations/signInVisitor'> = async (
  { sql, now },
  body,
) => {
  const [signedIn] = await signVisitorsIn(sql, [body], now);
  return { key: 'OPERATION_PROCESSED', item: visitorLogRecord.parse(signedIn?.image) };
};
