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
 * Uploads the valid rows of an import (spec/workers.md §4 "Directory import flow") in ONE request:
 * Replace Directory sends the upload with `replaceEntityEmployeeList`, which the server applies
 * all or nothing (the upload becomes the whole directory of the type; a refused upload or a lost
 * connection leaves the old one whole); Update Directory uploads (a row with a stored person ID
 * updates that person). The list goes compressed; the server checks it again.
 */
export async function uploadDirectory(
  api: Pick<ReturnType<typeof useApiClient>, 'call'>,
  EntityHierarchy: string,
  flowTypeRef: FlowTypeRef,
  method: UploadMethod,
  people: readonly DirectoryPersonInput[],
): Promise<UploadResult> {
  const upserts = await gzipBase64Json(people);
  const answer = await api.call('directoryOperations/updateEmployeeDirectory', {
    operations:
      method === 'replace'
        ? {
            EntityHierarchy,
            replaceEntityEmployeeList: true,
            destinationFlowTypeRef: flowTypeRef,
            upserts,
          }
        : { EntityHierarchy, upserts },
  });
  return {
    asynchronous: answer.isAsyncProcessing === true,
    upserted: answer.upserted ?? people.length,
  };
}

/** uploadDirectory, online only (the people arrive through sync). */
export function useDirectoryUpload() {
  const api = useApiClient();
  return useOnlineOperation(
    (
      EntityHierarchy: string,
      flowTypeRef: FlowTypeRef,
      method: UploadMethod,
      people: readonly DirectoryPersonInput[],
    ) => uploadDirectory(api, EntityHierarchy, flowTypeRef, method, people),
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

/**
 * Corrects a person ID typed wrong (resetPersonalIdentificationNr, spec/workers.md §7): online
 * only, since the server decides whether the new ID is free; the change arrives through sync.
 */
export function usePersonIdReset() {
  const api = useApiClient();
  return useOnlineOperation(
    async (person: { hierarchy: string; ProfileId: string }, personalIdentificationNr: string) => {
      await api.call('directoryOperations/updateEmployeeDirectory', {
        operations: {
          EntityHierarchy: person.hierarchy,
          resetPersonalIdentificationNr: { ProfileId: person.ProfileId, personalIdentificationNr },
        },
      });
    },
  );
}
