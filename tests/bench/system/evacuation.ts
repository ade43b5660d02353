import type { z } from 'zod';
import type {
  EvacAudience,
  UpdateEvacActivationRequest,
  updateEvacActivationResponse,
} from '../../../contract/evacuation.ts';
import type { GatehouseApi } from '../../e2e/support/api.ts';

/** The spec's default audiences of a start: visitors and employees on site. */
const DEFAULT_AUDIENCE: EvacAudience[] = ['onsiteVisitors', 'onsiteEmployees'];

/**
 * Starts an evacuation at `hierarchy` now, through the HTTP API as the signed-in user (who
 * becomes its initiator); throws unless the server started it (EVAC_ACTIVATION_UPDATED).
 */
export async function startEvacuation(
  api: GatehouseApi,
  hierarchy: string,
  audience: EvacAudience[] = DEFAULT_AUDIENCE,
): Promise<void> {
  const now = Date.now();
  const request: UpdateEvacActivationRequest = {
    evacActivationOperation: {
      audience,
      EntityHierarchy: hierarchy,
      active: true,
      activatedTimestamp: now,
      lmt: now,
    },
  };
  const answer = await api.call<z.infer<typeof updateEvacActivationResponse>>(
    'evacuationOperations/updateEvacActivation',
    request,
  );
  if (answer.key !== 'EVAC_ACTIVATION_UPDATED') {
    throw new Error(`starting an evacuation at ${hierarchy} answered ${answer.key}`);
  }
}
