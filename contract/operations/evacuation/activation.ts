import { updateEvacActivationRequest, updateEvacActivationResponse } from '../../evacuation.ts';
import { EVAC_AUDIENCE_FLAGS } from '../../evacuationAudiences.ts';
import { EVAC_ACTIVATION_UPDATED } from '../../resultKeys.ts';
import { evacuationChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * Starts or ends an evacuation at one hierarchy (spec/visitors.md §5, §7): ADMIN there besides
 * the evacuation rights, each chosen audience's tenant flag when starting, and in multi-tenant
 * mode the multi-tenant evacuation trigger (for ending too: the button is hidden without it).
 * Online only; who may end an active one (its initiator) is the handler's check. Only
 * EVAC_ACTIVATION_UPDATED is success: EXISTING_ACTIVE_EVACUATION and EXISTING_ARCHIVED_EVACUATION
 * reach the caller as refusals with their key.
 */
export const updateEvacActivationOperation = defineOperation({
  name: 'evacuationOperations/updateEvacActivation',
  request: updateEvacActivationRequest,
  response: updateEvacActivationResponse,
  mutates: true,
  successKeys: [EVAC_ACTIVATION_UPDATED],
  policy: {
    ...evacuationChange,
    roles: ['ADMIN'],
    multiTenantFeatures: ['multiTenantEvacTriggerEnabled'],
    connectivity: 'onlineOnly',
    targets: (body) => [
      'evacActivationOperation' in body
        ? body.evacActivationOperation.EntityHierarchy
        : body.evacDeactivationOperation.EntityHierarchy,
    ],
    requestFeatures: (body) =>
      'evacActivationOperation' in body
        ? body.evacActivationOperation.audience.map(
            (audience) => `evacuation.audienceEnablement.${EVAC_AUDIENCE_FLAGS[audience]}` as const,
          )
        : [],
    targetsMustExist: true,
  },
});
