import type { ArrivalChange } from '../../transitions/invites.ts';
import { inviteChange } from '../accessRequirements.ts';
import type { OperationCaller, RecordRef } from '../defineOperation.ts';

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

type ArrivalRequest = Parameters<typeof arrivalTarget>[0];

/** Who may mark or revert an arrival, offline too, at the invite's location. */
export const arrivalPolicy = {
  ...inviteChange,
  connectivity: 'offlineCapable',
  targets: (body: ArrivalRequest) => [body.EntityHierarchy],
} as const;

/** The one invite an arrival change writes; an unknown invite refuses the call. */
export const arrivalRecords = {
  family: 'invites',
  missing: 'refuse',
  targets: (request: ArrivalRequest, _caller: OperationCaller, now: number) => [
    arrivalTarget(request, now),
  ],
} as const;
