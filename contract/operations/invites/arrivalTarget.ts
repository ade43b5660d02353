import type { ArrivalChange } from '../../transitions/invites.ts';
import type { RecordRef } from '../defineOperation.ts';

/** The invite an arrival change names, with the change: its mutation id and the write's time. */
export interface ArrivalTarget extends RecordRef {
  change: ArrivalChange;
}

export const arrivalTarget = (
  request: { EntityHierarchy: string; EventUidEmail: string; mutationId: string },
  now: number,
): ArrivalTarget => ({
  hierarchy: request.EntityHierarchy,
  key: request.EventUidEmail,
  change: { changeId: request.mutationId, now },
});
