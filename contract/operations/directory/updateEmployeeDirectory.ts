import {
  OPERATIONS_PROCESSED,
  updateEmployeeDirectoryRequest,
  updateEmployeeDirectoryResponse,
} from '../../directory/directoryOperations.ts';
import { NOT_HOST } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * The employee directory's writes (spec/workers.md §4 "Directory import flow", §7): upserts,
 * deletes, a list's removal, an ID reset or a copy between locations. The server's handler
 * unpacks compressed lists, applies the row rules and may hand a large upload to a background
 * job, so the write is the handler's (server/api/handlers/directory.ts).
 *
 * Directory maintenance (workers.md §6): amEmployeeMaintenanceEnabled and the location's
 * employee maintenance (its directory flag) at every location written or copied from; never a
 * HOST. Offline-capable: one person's add, edit and delete are mutators; the client sends bulk
 * uploads and copies only online (useOnlineOperation).
 */
export const updateEmployeeDirectoryOperation = defineOperation({
  name: 'directoryOperations/updateEmployeeDirectory',
  request: updateEmployeeDirectoryRequest,
  response: updateEmployeeDirectoryResponse,
  mutates: true,
  // spec/workers.md §7: for the directory, any key other than OPERATIONS_PROCESSED is an error.
  successKeys: [OPERATIONS_PROCESSED],
  policy: {
    roles: NOT_HOST,
    accountFlags: ['amEmployeeMaintenanceEnabled'],
    module: 'employee',
    features: ['employeeMaintenance'],
    connectivity: 'offlineCapable',
    targets: ({ operations }) =>
      'copyFromSourceHierarchy' in operations
        ? [operations.EntityHierarchy, operations.sourceHierarchy, operations.destinationHierarchy]
        : [operations.EntityHierarchy],
  },
});
