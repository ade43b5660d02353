import { z } from 'zod';
import {
  apiKeyItem,
  KEYS_RETRIEVED,
  manageApiKeysRequest,
  manageApiKeysResponse,
  retrieveApiKeysRequest,
} from '../../apiKeys.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * API keys (workers.md §2, §6): ADMIN only, where integrations are on (for an ADMIN exactly when
 * amApiAdminForTypes lists a type, spec/frame.md §6); which key types the caller may manage is
 * the handler's check (amApiAdminForTypes is a list, not a flag). Online only: the key's value
 * exists only in the server's answer.
 */
const apiKeyAdministration = {
  roles: ['ADMIN'],
  accountFlags: [],
  module: null,
  features: ['integrations'],
  connectivity: 'onlineOnly',
} as const;

export const retrieveApiKeysOperation = defineOperation({
  name: 'userOperations/retrieveAPIKeys',
  request: retrieveApiKeysRequest,
  response: z.object({ key: z.literal(KEYS_RETRIEVED), apiKeyItems: z.array(apiKeyItem) }),
  mutates: false,
  successKeys: [KEYS_RETRIEVED],
  policy: { ...apiKeyAdministration, targets: (body) => body.query.hierarchies },
});

export const manageApiKeysOperation = defineOperation({
  name: 'userOperations/manageAPIKeys',
  request: manageApiKeysRequest,
  response: manageApiKeysResponse,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: { ...apiKeyAdministration, targets: (body) => [body.EntityHierarchy] },
});
