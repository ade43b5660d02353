import { upsertDashboardInvitesRequest, upsertDashboardInvitesResponse } from '../../invites.ts';
import { inviteChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * Creates invites (host and visitors) or updates one (spec/visitors.md §7). Online only: a create
 * draws a new event uid and an update must match the stored lmt and may move the invite in the
 * log, so the handler writes the records.
 */
export const upsertDashboardInvitesOperation = defineOperation({
  name: 'inviteOperations/upsertDashboardInvites',
  request: upsertDashboardInvitesRequest,
  response: upsertDashboardInvitesResponse,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    ...inviteChange,
    features: ['inviteLog', 'inviteCreate'],
    targets: (body) =>
      [body.upsert.create?.EntityHierarchy ?? body.upsert.update?.entityHierarchy].filter(
        (hierarchy) => hierarchy !== undefined,
      ),
  },
});
