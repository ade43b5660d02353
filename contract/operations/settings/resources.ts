import {
  devicesRetrieved,
  manageDevicesRequest,
  manageDevicesResponse,
  retrieveUserLoginAuditRequest,
  retrieveUserLoginAuditResponse,
  USER_LOG_RETRIEVED,
} from '../../resources.ts';
import { retrievalRequest, retrievalResponse } from '../../retrieval.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * Resources (workers.md §2, frame.md §5-6): ADMIN with amResourceAdmin where the location's
 * settingsResources feature is on; online only (a device key exists only in the answer).
 */
const resourceAdministration = {
  roles: ['ADMIN'],
  accountFlags: ['amResourceAdmin'],
  module: null,
  features: ['settingsResources'],
  connectivity: 'onlineOnly',
} as const;

export const retrieveDevicesOperation = defineOperation({
  name: 'resourceOperations/retrieveDevices',
  request: retrievalRequest,
  response: retrievalResponse(devicesRetrieved),
  mutates: false,
  successKeys: ['LOG_RETRIEVED'],
  policy: { ...resourceAdministration, targets: (body) => body.query.hierarchies },
});

export const manageDevicesOperation = defineOperation({
  name: 'resourceOperations/manageDevices',
  request: manageDevicesRequest,
  response: manageDevicesResponse,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: { ...resourceAdministration, targets: (body) => [body.EntityHierarchy] },
});

/**
 * The organisation user log (frame.md §3, §6 userLog: ADMIN on, HOST off): ADMIN at every
 * location of the caller's access; the handler reads the caller's own organisation only.
 */
export const retrieveUserLoginAuditOperation = defineOperation({
  name: 'userOperations/retrieveUserLoginAudit',
  request: retrieveUserLoginAuditRequest,
  response: retrieveUserLoginAuditResponse,
  mutates: false,
  successKeys: [USER_LOG_RETRIEVED],
  policy: {
    roles: ['ADMIN'],
    accountFlags: [],
    module: null,
    features: ['userLog'],
    connectivity: 'onlineOnly',
    targets: () => ['ALL'],
  },
});
