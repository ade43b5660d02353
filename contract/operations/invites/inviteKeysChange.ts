import { inviteCountsResponse, inviteKeysRequest } from '../../invites.ts';
import type { PolicyFeature } from '../../policies.ts';
import { inviteChange } from '../accessRequirements.ts';

/**
 * An online change of listed invites, answered with counts of successes and failures (each
 * invite counted by the handler), allowed where the invite log and the change's own flag are on.
 */
export const inviteKeysChange = (feature: PolicyFeature) =>
  ({
    request: inviteKeysRequest,
    response: inviteCountsResponse,
    mutates: true,
    successKeys: ['OPERATION_PROCESSED'],
    policy: {
      ...inviteChange,
      features: ['inviteLog', feature],
      targets: (body: { inviteKey: readonly { EntityHierarchy: string }[] }) =>
        body.inviteKey.map((ref) => ref.EntityHierarchy),
    },
  }) as const;
