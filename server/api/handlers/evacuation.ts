import { assertAccess, type Caller } from '../access.ts';
import { ApiError } from '../errors.ts';
import { activateEvacuation, deactivateEvacuation } from '../evacuation/evacActivation.ts';
import { appendEvacResponses } from '../evacuation/evacResponses.ts';
import type { OperationHandler } from '../operationTypes.ts';

/** Evacuation writes need the amEvacAdmin account flag (spec/visitors.md §6). */
function assertEvacAdmin(caller: Caller): void {
  if (caller.flags.amEvacAdmin !== true) {
    throw new ApiError(403, 'NOT_AUTHORIZED', 'Not Authorized: evacuation admins only');
  }
}

/** SAFE / NOT SAFE marks, appended as evacuation responses (DESIGN.md §2.3). */
export const updateEvacStatus: OperationHandler<'evacuationOperations/updateEvacStatus'> = async (
  { sql, caller, now },
  { evacStatusUpdate },
) => {
  assertEvacAdmin(caller);
  assertAccess(
    caller,
    evacStatusUpdate.userData.map((person) => person.EntityHierarchy),
  );
  const written = await appendEvacResponses(sql, evacStatusUpdate, caller, now);
  return { key: 'EVAC_UPDATED', written: written.length };
};

/** Starts or ends an evacuation at one hierarchy. */
export const updateEvacActivation: OperationHandler<
  'evacuationOperations/updateEvacActivation'
> = async ({ sql, caller, now }, body) => {
  assertEvacAdmin(caller);
  if ('evacActivationOperation' in body) {
    assertAccess(caller, [body.evacActivationOperation.EntityHierarchy]);
    return activateEvacuation(sql, caller, body.evacActivationOperation, now);
  }
  assertAccess(caller, [body.evacDeactivationOperation.EntityHierarchy]);
  return deactivateEvacuation(sql, caller, body.evacDeactivationOperation, now);
};
