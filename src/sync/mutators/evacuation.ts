import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import {
  createOnce,
  type EVAC_MARK_STATUSES,
  type EvacPersonRef,
  type EvacStatusUpdate,
  evacResponseRecord,
  evacResponseRecords,
  type Responder,
  type UpdateEvacStatusRequest,
} from '../../../contract/index.ts';
import { type MutationContext, mutator } from './types.ts';

type EvacResponse = z.infer<typeof evacResponseRecord>;

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

/** The update as sent: its time is the client time and its tie-breaker the mutation id. */
function statusUpdate(args: MarkEvacStatusArgs, context: MutationContext): EvacStatusUpdate {
  const { responder, ...mark } = args;
  return {
    ...mark,
    responseChannel: 'dashboard',
    responseTimestamp: context.clientTime,
    mutationId: context.mutationId,
  };
}

/** One append-only response record per person, keyed as the server keys them. */
const responses = (args: MarkEvacStatusArgs, context: MutationContext) =>
  evacResponseRecords(statusUpdate(args, context), args.responder);

export const markEvacStatus = mutator<MarkEvacStatusArgs, EvacResponse>()({
  name: 'evacuation.markStatus',
  label: (args) => {
    const count = args.userData.length;
    return args.status === 'SAFE'
      ? msg`Mark people safe (${count})`
      : msg`Mark people not safe (${count})`;
  },
  affects: (args, context) =>
    responses(args, context).map((r) => ({ table: 'evacResponses', key: [r.hierarchy, r.key] })),
  apply: (current, args, context, target) => {
    const created = responses(args, context).find(
      (r) => r.hierarchy === target.key[0] && r.key === target.key[1],
    );
    if (!created) return current ?? null;
    const image = { ...created.record, EntityHierarchy: created.hierarchy };
    return createOnce(
      current,
      evacResponseRecord.parse({ ...image, lmt: context.clientTime, changeSeq: 0 }),
    );
  },
  request: (args, context) => ({
    operation: 'evacuationOperations/updateEvacStatus',
    body: { evacStatusUpdate: statusUpdate(args, context) } satisfies UpdateEvacStatusRequest,
  }),
});
