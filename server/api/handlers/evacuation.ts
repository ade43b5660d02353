import { activateEvacuation, deactivateEvacuation } from '../evacuation/evacActivation.ts';
import { markEvacStatusOperation } from '../../../contract/operations/evacuation/markStatus.ts';
import { assertMarksAccepted } from '../evacuation/markAcceptance.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { recordWriteHandler } from './recordWriteHandler.ts';

/*
 * Evacuation writes. The access policy (contract/policies.ts) has already checked amEvacAdmin,
 * location access, evacuation messaging at the targets and, for activation, ADMIN there; only the
 * initiator rule (who may end an active evacuation) needs the stored record and stays in
 * evacActivation.ts.
 */

/**
 * SAFE / NOT SAFE marks, appended as evacuation responses (DESIGN.md §2.3) by the definition's
 * write (contract/operations/evacuation/markStatus.ts). Only marks of existing people made while
 * an evacuation covered them are accepted (markAcceptance.ts, the server-only check).
 */
export const updateEvacStatus = recordWriteHandler(
  markEvacStatusOperation,
  (written) => ({ key: 'EVAC_UPDATED', written: written.length }),
  ({ sql, now }, { evacStatusUpdate }) => assertMarksAccepted(sql, evacStatusUpdate, now),
);

/** Starts or ends an evacuation at one hierarchy. */
export const updateEvacActivation: OperationHandler<
  'evacuationOperations/updateEvacActivation'
> = async ({ sql, caller, now }, body) => {
  if ('evacActivationOperation' in body) {
    return activateEvacuation(sql, caller, body.evacActivationOperation, now);
  }
  return deactivateEvacuation(sql, caller, body.evacDeactivationOperation, now);
};
