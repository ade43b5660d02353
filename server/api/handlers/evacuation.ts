import { activateEvacuation, deactivateEvacuation } from '../evacuation/evacActivation.ts';
import { appendEvacResponses } from '../evacuation/evacResponses.ts';
import type { OperationHandler } from '../operationTypes.ts';

/*
 * Evacuation writes. The access policy (contract/policies.ts) has already checked amEvacAdmin,
 * location access, evacuation messaging at the targets and, for activation, ADMIN there; only the
 * initiator rule (who may end an active evacuation) needs the stored record and stays in
 * evacActivation.ts.
 */

/** SAFE / NOT SAFE marks, appended as evacuation responses (DESIGN.md §2.3). */
export const updateEvacStatus: OperationHandler<'evacuationOperations/updateEvacStatus'> = async (
  { sql, caller, now },
  { evacStatusUpdate },
) => {
  const written = await appendEvacResponses(sql, evacStatusUpdate, caller, now);
  return { key: 'EVAC_UPDATED', written: written.length };
};

/** Starts or ends an evacuation at one hierarchy. */
export const updateEvacActivation: OperationHandler<
  'evacuationOperations/updateEvacActivation'
> = async ({ sql, caller, now }, body) => {
  if ('evacActivationOperation' in body) {
    return activateEvacuation(sql, caller, body.evacActivationOperation, now);
  }
  return deactivateEvacuation(sql, caller, body.evacDeactivationOperation, now);
};
