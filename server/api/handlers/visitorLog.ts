import type { VisitorLogRecord } from '../../../contract/records.ts';
import { assertAccess } from '../access.ts';
import type { OperationHandler } from '../operationTypes.ts';
import {
  deleteVisitorLogEntries,
  revertVisitorSignOut,
  signVisitorsIn,
  signVisitorsOut,
} from '../visitors/visitorWrites.ts';

export const signOutVisitors: OperationHandler<'visitorLogOperations/signOutVisitors'> = async (
  { sql, caller, now },
  { userData, ...out },
) => {
  assertAccess(
    caller,
    userData.map((ref) => ref.EntityHierarchy),
  );
  await signVisitorsOut(sql, userData, out, now);
  return { key: 'SIGNOUT_SUCCESS' };
};

export const revertSignOut: OperationHandler<'visitorLogOperations/revertSignOut'> = async (
  { sql, caller, now },
  ref,
) => {
  assertAccess(caller, [ref.EntityHierarchy]);
  await revertVisitorSignOut(sql, ref, now);
  return { key: 'REVERT_SIGNOUT_SUCCESS' };
};

export const deleteLogEntries: OperationHandler<'visitorLogOperations/deleteLogEntries'> = async (
  { sql, caller, now },
  { logEntries },
) => {
  assertAccess(
    caller,
    logEntries.map((ref) => ref.EntityHierarchy),
  );
  await deleteVisitorLogEntries(sql, logEntries, now);
  return { key: 'ENTRIES_DELETED' };
};

/** A kiosk sign-in (Gatehouse addition); only an ADMIN at the location may call it. */
export const signInVisitor: OperationHandler<'visitorLogOperations/signInVisitor'> = async (
  { sql, caller, now },
  body,
) => {
  assertAccess(caller, [body.EntityHierarchy], ['ADMIN']);
  const [written] = await signVisitorsIn(sql, [body], now);
  if (!written?.image) throw new Error('The sign-in wrote no record');
  return { key: 'OPERATION_PROCESSED', item: written.image as VisitorLogRecord };
};
