import type { RevertSignOutRequest, SignOutVisitorsRequest } from '../../../contract/index.ts';
import type { Mutator } from './types.ts';

/** Signs one visitor out from the dashboard (signOutSource 'DB'). */
export interface SignOutArgs {
  EntityHierarchy: string;
  evtTimeStampProfileID: string;
  evtTimeStampOut: number;
  evtTZOffsetOut: number;
  evtTimeZoneOut: string;
}

export const signOutVisitor: Mutator<SignOutArgs> = {
  name: 'visitors.signOut',
  table: 'visitorLog',
  recordKey: (args) => [args.EntityHierarchy, args.evtTimeStampProfileID],
  apply: (record, args) => ({
    ...record,
    evtTimeStampOut: args.evtTimeStampOut,
    evtTZOffsetOut: args.evtTZOffsetOut,
    evtTimeZoneOut: args.evtTimeZoneOut,
    signOutSource: 'DB',
  }),
  request: (args) => {
    const body: SignOutVisitorsRequest = {
      userData: [
        {
          EntityHierarchy: args.EntityHierarchy,
          evtTimeStampProfileID: args.evtTimeStampProfileID,
        },
      ],
      signOutSource: 'DB',
      evtTimeStampOut: args.evtTimeStampOut,
      evtTZOffsetOut: args.evtTZOffsetOut,
      evtTimeZoneOut: args.evtTimeZoneOut,
    };
    return { operation: 'visitorLogOperations/signOutVisitors', body };
  },
};

export type RevertSignOutArgs = RevertSignOutRequest;

/** Undoes a sign-out: the visitor is on site again. */
export const revertSignOut: Mutator<RevertSignOutArgs> = {
  name: 'visitors.revertSignOut',
  table: 'visitorLog',
  recordKey: (args) => [args.EntityHierarchy, args.evtTimeStampProfileID],
  apply: (record) => {
    const { evtTimeStampOut, evtTZOffsetOut, evtTimeZoneOut, signOutSource, ...rest } = record;
    return rest as typeof record;
  },
  request: (args) => ({
    operation: 'visitorLogOperations/revertSignOut',
    body: {
      EntityHierarchy: args.EntityHierarchy,
      evtTimeStampProfileID: args.evtTimeStampProfileID,
    } satisfies RevertSignOutRequest,
  }),
};
