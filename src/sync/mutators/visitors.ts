import { msg } from '@lingui/core/macro';
import {
  type DeleteLogEntriesRequest,
  type RevertSignOutRequest,
  revertVisitorSignOut,
  type SignOutVisitorsRequest,
  signOutVisitor,
  type VisitorLogRecord,
} from '../../../contract/index.ts';
import { mutator, type RecordTarget } from './types.ts';

/** A visitor log record by its key. */
export interface VisitorRef {
  EntityHierarchy: string;
  evtTimeStampProfileID: string;
}

/** When and where the dashboard signs visitors out (signOutSource 'DB'). */
export interface SignOutTime {
  evtTimeStampOut: number;
  evtTZOffsetOut: number;
  evtTimeZoneOut: string;
}

/** Signs one visitor out from the dashboard. */
export type SignOutArgs = VisitorRef & SignOutTime;
/** Signs several visitors out at once (one request, one time). */
export type SignOutManyArgs = SignOutTime & { userData: VisitorRef[] };
export type RevertSignOutArgs = RevertSignOutRequest;
export type DeleteEntriesArgs = DeleteLogEntriesRequest;

const target = (ref: VisitorRef): RecordTarget => ({
  table: 'visitorLog',
  key: [ref.EntityHierarchy, ref.evtTimeStampProfileID],
});

function signOutRequest(userData: VisitorRef[], time: SignOutTime) {
  const body: SignOutVisitorsRequest = {
    userData: userData.map((ref) => ({
      EntityHierarchy: ref.EntityHierarchy,
      evtTimeStampProfileID: ref.evtTimeStampProfileID,
    })),
    signOutSource: 'DB',
    evtTimeStampOut: time.evtTimeStampOut,
    evtTZOffsetOut: time.evtTZOffsetOut,
    evtTimeZoneOut: time.evtTimeZoneOut,
  };
  return { operation: 'visitorLogOperations/signOutVisitors' as const, body };
}

const signedOut = (current: VisitorLogRecord | undefined, time: SignOutTime) =>
  signOutVisitor(current, { ...time, signOutSource: 'DB' });

export const signOutVisitors = mutator<SignOutArgs, VisitorLogRecord>()({
  name: 'visitors.signOut',
  label: () => msg`Sign a visitor out`,
  affects: (args) => [target(args)],
  apply: (current, args) => signedOut(current, args),
  request: (args) => signOutRequest([args], args),
});

export const signOutManyVisitors = mutator<SignOutManyArgs, VisitorLogRecord>()({
  name: 'visitors.signOutMany',
  label: (args) => {
    const count = args.userData.length;
    return msg`Sign visitors out (${count})`;
  },
  affects: (args) => args.userData.map(target),
  apply: (current, args) => signedOut(current, args),
  request: (args) => signOutRequest(args.userData, args),
});

/** Undoes a sign-out: the visitor is on site again. */
export const revertSignOut = mutator<RevertSignOutArgs, VisitorLogRecord>()({
  name: 'visitors.revertSignOut',
  label: () => msg`Revert a visitor's sign-out`,
  affects: (args) => [target(args)],
  apply: (current) => revertVisitorSignOut(current),
  request: (args) => ({
    operation: 'visitorLogOperations/revertSignOut',
    body: {
      EntityHierarchy: args.EntityHierarchy,
      evtTimeStampProfileID: args.evtTimeStampProfileID,
    } satisfies RevertSignOutRequest,
  }),
});

/** Removes visitor log entries (spec/visitors.md §7). */
export const deleteVisitorLogEntries = mutator<DeleteEntriesArgs, VisitorLogRecord>()({
  name: 'visitors.deleteEntries',
  label: (args) => {
    const count = args.logEntries.length;
    return msg`Delete visitor log entries (${count})`;
  },
  affects: (args) => args.logEntries.map(target),
  apply: () => null,
  request: (args) => ({
    operation: 'visitorLogOperations/deleteLogEntries',
    body: { logEntries: args.logEntries } satisfies DeleteLogEntriesRequest,
  }),
});
