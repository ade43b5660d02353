import type { HostUpsert, UpdateHostDirectoryRequest } from '../../../contract/hosts.ts';
import {
  gzipBase64Json,
  type ImportMode,
  useApiClient,
  useOnlineOperation,
} from '../../kit/index.ts';

/** The request of an import: replace = the location's list becomes exactly the file's hosts. */
export async function hostImportRequest(
  EntityHierarchy: string,
  hosts: readonly HostUpsert[],
  mode: ImportMode,
): Promise<UpdateHostDirectoryRequest> {
  const upserts = { EntityHierarchy, compressedUpserts: await gzipBase64Json(hosts) };
  return {
    operations:
      mode === 'replace'
        ? [{ EntityHierarchy, deleteEntityHostList: true }, upserts]
        : [{ ...upserts, upsertMode: 'upsert' }],
  };
}

/**
 * Sends an import: online only (the server writes the whole list in one transaction, and the
 * preview the user confirmed was computed against what this device held). The hosts arrive
 * through the sync engine's catch-up.
 */
export function useHostImport() {
  const api = useApiClient();
  return useOnlineOperation(
    async (EntityHierarchy: string, hosts: readonly HostUpsert[], mode: ImportMode) =>
      api.call(
        'directoryOperations/updateHostDirectory',
        await hostImportRequest(EntityHierarchy, hosts, mode),
      ),
  );
}
