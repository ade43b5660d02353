import { searchHostsRequest, searchHostsResponse } from '../../invites.ts';
import { inviteChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * The host search of the new invite screen (spec/visitors.md §7): the location's hosts whose name
 * or email contains the value. A read of the server's directory, so online only, for whoever may
 * create invites there (server/api/handlers/invites.ts runs the search).
 */
export const searchHostsOperation = defineOperation({
  name: 'searchOperations/searchHosts',
  request: searchHostsRequest,
  response: searchHostsResponse,
  mutates: false,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    ...inviteChange,
    features: ['inviteLog', 'inviteCreate'],
    targets: (body) => [body.EntityHierarchy],
  },
});
