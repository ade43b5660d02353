import {
  BLOCK_LIST_RETRIEVED,
  blockListProcessorRequest,
  blockListProcessorResponse,
  retrieveBlockListRequest,
  retrieveBlockListResponse,
} from '../../blockList/schemas.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * The block list's operations: read by an ADMIN or a HOST where the location's `blocklist` feature
 * is on (for every role it needs amBlocklistMaintenanceEnabled, contract/features/featureRules.ts;
 * a HOST's answer carries no reasons and no matches), changed by an ADMIN, online only.
 */
const blockListReaders = {
  roles: ['ADMIN', 'HOST'],
  accountFlags: ['amBlocklistMaintenanceEnabled'],
  module: 'visitor',
  features: ['blocklist'],
  connectivity: 'onlineOnly',
  targetsMustExist: true,
} as const;

export const retrieveBlockListOperation = defineOperation({
  name: 'blocklistOperations/retrieveBlockList',
  request: retrieveBlockListRequest,
  response: retrieveBlockListResponse,
  mutates: false,
  successKeys: [BLOCK_LIST_RETRIEVED],
  policy: { ...blockListReaders, targets: (body) => body.hierarchies },
});

export const blockListProcessorOperation = defineOperation({
  name: 'blocklistOperations/blockListProcessor',
  request: blockListProcessorRequest,
  response: blockListProcessorResponse,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: {
    ...blockListReaders,
    roles: ['ADMIN'],
    targets: (body) => [body.entry.EntityHierarchy],
  },
});

/** The block list's operations (listed in DEFINED_OPERATIONS). */
export const BLOCK_LIST_OPERATIONS = [
  retrieveBlockListOperation,
  blockListProcessorOperation,
] as const;
