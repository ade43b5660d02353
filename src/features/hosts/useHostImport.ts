import type { HostUpsert, UpdateHostDirectoryRequest } from '../../../contract/hosts.ts';
import { type ImportMode, useApiClient, useOnlineOperation } from '../../kit/index.ts';

/** The gzipped JSON of a host list, base64-encoded (the operation's `compressedUpserts`). */
export async function compressHosts(hosts: readonly HostUpsert[]): Promise<string> {
  const stream = new Blob([JSON.stringify(hosts)])
    .stream()
    .pipeThrough(new CompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The request of an import: replace = the location's list becomes exactly the file's hosts. */
export async function hostImportRequest(
  EntityHierarchy: string,
  hosts: readonly HostUpsert[],
  mode: ImportMode,
): Promise<UpdateHostDirectoryRequest> {
  const upserts = { EntityHierarchy, compressedUpserts: await compressHosts(hosts) };
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
