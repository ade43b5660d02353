import { msg } from '@lingui/core/macro';
import {
  type EVAC_MARK_STATUSES,
  type EvacPersonRef,
  markEvacStatusOperation,
  type Responder,
  type UpdateEvacStatusRequest,
} from '../../../contract/index.ts';
import { definedMutator } from './definedMutator.ts';

/** Marks people SAFE or NOT_SAFE during an evacuation (workers.md §4, DESIGN.md §2.3). */
export interface MarkEvacStatusArgs {
  userData: EvacPersonRef[];
  status: (typeof EVAC_MARK_STATUSES)[number];
  comment?: string;
  evtTimeStampOut?: number;
  evtTZOffsetOut?: number;
  evtTimeZoneOut?: string;
  /** The signed-in user marking: shown as who responded until the server's image arrives. */
  responder: Responder;
}

/** The record rule is the definition's (contract/operations/evacuation/markStatus.ts). */
export const markEvacStatus = definedMutator<MarkEvacStatusArgs>()(markEvacStatusOperation, {
  name: 'evacuation.markStatus',
  label: (args) => {
    const count = args.userData.length;
    return args.status === 'SAFE'
      ? msg`Mark people safe (${count})`
      : msg`Mark people not safe (${count})`;
  },
  caller: (args) => args.responder,
  // The update's time is the client time and its tie-breaker the mutation id.
  request: ({ responder, ...mark }, context): UpdateEvacStatusRequest => ({
    evacStatusUpdate: {
      ...mark,
      responseChannel: 'dashboard',
      responseTimestamp: context.clientTime,
      mutationId: context.mutationId,
    },
  }),
});
