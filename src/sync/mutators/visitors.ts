import { msg } from '@lingui/core/macro';
import {
  type DeleteLogEntriesRequest,
  deleteLogEntriesOperation,
  type RevertSignOutRequest,
  revertSignOutOperation,
  type SignOutVisitorsRequest,
  signOutVisitorsOperation,
} from '../../../contract/index.ts';
import { definedMutator } from './definedMutator.ts';

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

function signOutRequest(userData: VisitorRef[], time: SignOutTime): SignOutVisitorsRequest {
  return {
    userData: userData.map((ref) => ({
      EntityHierarchy: ref.EntityHierarchy,
      evtTimeStampProfileID: ref.evtTimeStampProfileID,
    })),
    signOutSource: 'DB',
    evtTimeStampOut: time.evtTimeStampOut,
    evtTZOffsetOut: time.evtTZOffsetOut,
    evtTimeZoneOut: time.evtTimeZoneOut,
  };
}

/* The record rules are the definitions' (contract/operations/visitors/). */

export const signOutVisitors = definedMutator<SignOutArgs>()(signOutVisitorsOperation, {
  name: 'visitors.signOut',
  label: () => msg`Sign a visitor out`,
  request: (args) => signOutRequest([args], args),
});

export const signOutManyVisitors = definedMutator<SignOutManyArgs>()(signOutVisitorsOperation, {
  name: 'visitors.signOutMany',
  label: (args) => {
    const count = args.userData.length;
    return msg`Sign visitors out (${count})`;
  },
  request: (args) => signOutRequest(args.userData, args),
});

/** Undoes a sign-out: the visitor is on site again. */
export const revertSignOut = definedMutator<RevertSignOutArgs>()(revertSignOutOperation, {
  name: 'visitors.revertSignOut',
  label: () => msg`Revert a visitor's sign-out`,
  request: (args) => ({
    EntityHierarchy: args.EntityHierarchy,
    evtTimeStampProfileID: args.evtTimeStampProfileID,
  }),
});

/** Removes visitor log entries (spec/visitors.md §7). */
export const deleteVisitorLogEntries = definedMutator<DeleteEntriesArgs>()(
  deleteLogEntriesOperation,
  {
    name: 'visitors.deleteEntries',
    label: (args) => {
      const count = args.logEntries.length;
      return msg`Delete visitor log entries (${count})`;
    },
    request: (args) => ({ logEntries: args.logEntries }),
  },
);
