import { z } from 'zod';
import { updateHostDirectoryRequest } from '../../hosts.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * The host directory's writes (spec/visitors.md §3 Host, §5, §7): each of `operations` names a
 * location and its upserts (plain or compressed), deletes, the whole list's removal or sync
 * resets, written in order in one transaction (server/api/handlers/hostDirectory.ts).
 *
 * Host maintenance (visitors.md §6, frame.md §6): the account's amHostMaintenanceEnabled and the
 * location's host directory flag (the 'hostMaintenance' feature; off for a HOST). One host's
 * add, edit, delete or reset is a mutator; an import calls it online.
 */
export const updateHostDirectoryOperation = defineOperation({
  name: 'directoryOperations/updateHostDirectory',
  request: updateHostDirectoryRequest,
  response: z.object({
    key: z.literal('OPERATIONS_PROCESSED'),
    /** Hosts written (added or changed), removed, and set back to ADHOSTSYNC. */
    upserted: z.number().int(),
    deleted: z.number().int(),
    reset: z.number().int(),
  }),
  mutates: true,
  successKeys: ['OPERATIONS_PROCESSED'],
  policy: {
    roles: 'anyRole',
    accountFlags: [],
    module: 'visitor',
    features: ['hostMaintenance'],
    connectivity: 'offlineCapable',
    targets: (body) => body.operations.map((operation) => operation.EntityHierarchy),
  },
});
