import { searchHostsOperation } from './searchHosts.ts';
import { updateHostDirectoryOperation } from './updateHostDirectory.ts';

/** The host directory area's operations (listed in DEFINED_OPERATIONS). */
export const HOST_OPERATIONS = [updateHostDirectoryOperation, searchHostsOperation] as const;

export * from './searchHosts.ts';
export * from './updateHostDirectory.ts';
