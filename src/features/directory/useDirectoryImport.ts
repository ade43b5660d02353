import {
  type DirectoryPersonInput,
  type DirectoryRowOptions,
  type FlowTypeRef,
  storedFields,
  type UploadMethod,
  type ValidImportRow,
} from '../../../contract/directory/index.ts';
import { gzipBase64Json, useApiClient, useOnlineOperation } from '../../kit/index.ts';

export interface UploadResult {
  /** The server writes the people after answering (a large upload: isAsyncProcessing). */
  asynchronous: boolean;
  upserted: number;
}

/** The people of an upload as the operation takes them (a row updating a person names it). */
export function uploadPeople(
  rows: readonly ValidImportRow[],
  options: DirectoryRowOptions,
  flowTypeRef: FlowTypeRef,
): DirectoryPersonInput[] {
  return rows.map((row) => ({
    ...storedFields(row.person, options),
    flowTypeRef,
    ...(row.previous ? { ProfileId: row.previous.ProfileId } : {}),
  }));
}

/**
 * Uploads the valid rows of an import (spec/workers.md §4 "Directory import flow"): Replace
 * Directory first deletes the directory of the type at the location, then uploads; Update
 * Directory uploads (a row with a stored person ID updates that person). Online only (the list
 * goes compressed to the server, which checks it again); the people arrive through sync.
 */
export function useDirectoryUpload() {
  const api = useApiClient();
  return useOnlineOperation(
    async (
      EntityHierarchy: string,
      flowTypeRef: FlowTypeRef,
      method: UploadMethod,
      people: readonly DirectoryPersonInput[],
    ): Promise<UploadResult> => {
      if (method === 'replace') {
        await api.call('directoryOperations/updateEmployeeDirectory', {
          operations: {
            EntityHierarchy,
            deleteEntityEmployeeList: true,
            destinationFlowTypeRef: flowTypeRef,
          },
        });
      }
      const answer = await api.call('directoryOperations/updateEmployeeDirectory', {
        operations: { EntityHierarchy, upserts: await gzipBase64Json(people) },
      });
      return {
        asynchronous: answer.isAsyncProcessing === true,
        upserted: answer.upserted ?? people.length,
      };
    },
  );
}

export interface CopyResult {
  asynchronous: boolean;
  upserted: number;
  skipped: number;
}

/** Copy From Source: the source location's directory of a type into the destination's. */
export function useDirectoryCopy() {
  const api = useApiClient();
  return useOnlineOperation(
    async (
      source: { hierarchy: string; flowTypeRef: FlowTypeRef },
      destination: { hierarchy: string; flowTypeRef: FlowTypeRef },
    ): Promise<CopyResult> => {
      const answer = await api.call('directoryOperations/updateEmployeeDirectory', {
        operations: {
          EntityHierarchy: destination.hierarchy,
          copyFromSourceHierarchy: true,
          sourceHierarchy: source.hierarchy,
          sourceFlowTypeRef: source.flowTypeRef,
          destinationHierarchy: destination.hierarchy,
          destinationFlowTypeRef: destination.flowTypeRef,
        },
      });
      return {
        asynchronous: answer.isAsyncProcessing === true,
        upserted: answer.upserted ?? 0,
        skipped: answer.skipped ?? 0,
      };
    },
  );
}
