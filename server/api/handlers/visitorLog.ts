import type { VisitorLogRecord } from '../../../contract/records.ts';
import { storeBlob } from '../../blobs/blobStore.ts';
import { assertAccess, expandAllLocations } from '../access.ts';
import { readRecordWindow } from '../records/readRecords.ts';
import type { OperationHandler } from '../operationTypes.ts';
import {
  revertVisitorSignOut,
  signVisitorsIn,
  signVisitorsOut,
} from '../visitors/visitorWrites.ts';

/**
 * Visitor log events of the given subtrees with evtTimeStamp in [beginTime, endTime]. With
 * `changedSince`: only what changed after that cursor, removals as tombstones. An answer larger
 * than the threshold is stored as a blob and answered with a presigned URL. A cursor this
 * database never issued answers CURSOR_EXPIRED (the client reloads the scope in full).
 */
export const retrieveVisitorLog: OperationHandler<
  'visitorLogOperations/retrieveVisitorLog'
> = async (context, { query }) => {
  const hierarchies = expandAllLocations(context.caller, query.hierarchies);
  assertAccess(context.caller, hierarchies);
  const window = await readRecordWindow(context.sql, 'visitorLog', {
    hierarchies,
    beginTime: query.beginTime,
    endTime: query.endTime,
    ...(query.changedSince === undefined ? {} : { changedSince: Number(query.changedSince) }),
  });
  if (query.changedSince !== undefined && Number(query.changedSince) > Number(window.cursor)) {
    // A cursor from the future (another database, or one that was reset): reload in full.
    return { key: 'CURSOR_EXPIRED' };
  }
  const answer = {
    key: 'LOG_RETRIEVED' as const,
    // Stored images were built by the write path from validated requests.
    Items: window.items as VisitorLogRecord[],
    removed: window.removed,
    cursor: window.cursor,
  };
  const json = JSON.stringify(answer);
  if (Buffer.byteLength(json) <= context.asyncPayloadThresholdBytes) return answer;
  const url = await storeBlob(context.db, context.secret, json, context.now);
  return { key: 'ASYNC_RESPONSE_PAYLOAD', s3PresignedURL: url };
};

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
