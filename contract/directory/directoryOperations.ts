import { z } from 'zod';
import { identifier, locationKey, safeString } from '../input/index.ts';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LINE_MANAGERS,
  MAX_NAME_LENGTH,
  MAX_TAG_LENGTH,
  MAX_TAGS,
} from './personRules.ts';

/**
 * `directoryOperations/updateEmployeeDirectory` (spec/workers.md §7): `operations` with the
 * EntityHierarchy and ONE of upserts, deletes, deleteEntityEmployeeList, resetPersonalIdentificationNr
 * or copyFromSourceHierarchy, or (our addition) upserts with replaceEntityEmployeeList. Answers OPERATIONS_PROCESSED (any other key is an error, §7
 * "Handling of answers"), with `isAsyncProcessing` when a large upload is written by a
 * background job.
 *
 * Decisions:
 * - "Compressed JSON list": gzip, then base64 (`compressedList` below; the browser's
 *   CompressionStream and Node's zlib both speak it). The server inflates at most
 *   MAX_INFLATED_BYTES and refuses more (a compressed bomb) with 400. A short list may also be
 *   sent as a plain JSON array: the outbox's single add / edit / delete builds its body
 *   synchronously, and compressing one person gains nothing.
 * - resetPersonalIdentificationNr names one person (ProfileId) and their new person ID: the way
 *   to change an ID field, which the form does not edit.
 * - The flow nature of the directory is always 'worker' (1, §9).
 */

export const WORKER_FLOW_NATURE = 1;
/** The person type: a worker flow type (spec §3 "Flow type"). */
export const flowTypeRef = z.object({
  flowId: identifier({ max: 100 }),
  flowNature: z.literal(WORKER_FLOW_NATURE),
});
export type FlowTypeRef = z.infer<typeof flowTypeRef>;

const text = (max: number) => safeString({ max, trim: true, singleLine: true }).optional();

/**
 * One person of an upsert, as typed or read (the server normalises and checks it with the row
 * rules). Without ProfileId the server finds the stored person of the type with the same person
 * ID (an update) or creates one.
 */
export const directoryPersonInput = z.object({
  ProfileId: identifier({ max: 200 }).optional(),
  flowTypeRef,
  firstName: text(MAX_NAME_LENGTH),
  lastName: text(MAX_NAME_LENGTH),
  personalIdentificationNr: text(MAX_ID_LENGTH),
  alternatePersonalIdNr: text(MAX_ID_LENGTH),
  organizationIdValue: text(MAX_ID_LENGTH),
  email: text(MAX_EMAIL_LENGTH),
  phoneNumber: text(40),
  lineManagers: z
    .array(safeString({ max: MAX_EMAIL_LENGTH, singleLine: true }))
    .max(MAX_LINE_MANAGERS)
    .optional(),
  tags: z
    .array(safeString({ max: MAX_TAG_LENGTH, singleLine: true }))
    .max(MAX_TAGS)
    .optional(),
});
export type DirectoryPersonInput = z.infer<typeof directoryPersonInput>;

/** People of one upsert or delete list at most (a 5,000-row sheet with room to spare). */
export const MAX_DIRECTORY_LIST = 20_000;
/** The size a compressed list may inflate to. */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/** Base64 text of a compressed list at most. */
export const MAX_COMPRESSED_CHARS = 8 * 1024 * 1024;
/** Upserts above this many are written by a background job (isAsyncProcessing). */
export const ASYNC_UPSERT_THRESHOLD = 1_000;

export const compressedList = z
  .string()
  .min(1)
  .max(MAX_COMPRESSED_CHARS)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64 (gzip-compressed JSON)');

export const directoryDelete = z.object({ ProfileId: identifier({ max: 200 }) });

const withHierarchy = { EntityHierarchy: locationKey() };

export const upsertsOperation = z.object({
  ...withHierarchy,
  upserts: z.union([compressedList, z.array(directoryPersonInput).min(1).max(50)]),
});
/**
 * Replace Directory in one request (spec/workers.md §4 "Replace mode first deletes the whole
 * directory for the chosen type, then uploads"): the upload becomes the whole directory of
 * `destinationFlowTypeRef` at the location, all or nothing. Decision: one operation, not the
 * spec's delete-list call followed by an upload, because a dropped connection or a refused upload
 * between the two left the type's directory (and the directory evacuation audience) empty.
 */
export const replaceOperation = z.object({
  ...withHierarchy,
  replaceEntityEmployeeList: z.literal(true),
  destinationFlowTypeRef: flowTypeRef,
  upserts: z.union([compressedList, z.array(directoryPersonInput).min(1).max(50)]),
});
export const deletesOperation = z.object({
  ...withHierarchy,
  deletes: z.union([compressedList, z.array(directoryDelete).min(1).max(500)]),
});
export const deleteListOperation = z.object({
  ...withHierarchy,
  deleteEntityEmployeeList: z.literal(true),
  destinationFlowTypeRef: flowTypeRef,
});
export const resetIdOperation = z.object({
  ...withHierarchy,
  resetPersonalIdentificationNr: z.object({
    ProfileId: identifier({ max: 200 }),
    personalIdentificationNr: safeString({
      max: MAX_ID_LENGTH,
      min: 1,
      trim: true,
      singleLine: true,
    }),
  }),
});
export const copyOperation = z.object({
  ...withHierarchy,
  copyFromSourceHierarchy: z.literal(true),
  sourceHierarchy: locationKey(),
  sourceFlowTypeRef: flowTypeRef,
  destinationHierarchy: locationKey(),
  destinationFlowTypeRef: flowTypeRef,
});

export const updateEmployeeDirectoryRequest = z.object({
  operations: z.union([
    upsertsOperation.strict(),
    replaceOperation.strict(),
    deletesOperation.strict(),
    deleteListOperation.strict(),
    resetIdOperation.strict(),
    copyOperation.strict(),
  ]),
});
export type UpdateEmployeeDirectoryRequest = z.infer<typeof updateEmployeeDirectoryRequest>;
export type DirectoryOperation = UpdateEmployeeDirectoryRequest['operations'];

export const OPERATIONS_PROCESSED = 'OPERATIONS_PROCESSED';
export const updateEmployeeDirectoryResponse = z.object({
  key: z.literal(OPERATIONS_PROCESSED),
  isAsyncProcessing: z.boolean().optional(),
  /** People written (or to be written by the background job), removed, and copies skipped. */
  upserted: z.number().int().nonnegative().optional(),
  removed: z.number().int().nonnegative().optional(),
  skipped: z.number().int().nonnegative().optional(),
});

/** A row the server refused: its index in the list and the row rules' issues. */
export const DIRECTORY_ROWS_INVALID = 'DIRECTORY_ROWS_INVALID';

/** Which variant an operation is. */
export type DirectoryOperationKind =
  | 'upserts'
  | 'replaceEntityEmployeeList'
  | 'deletes'
  | 'deleteEntityEmployeeList'
  | 'resetPersonalIdentificationNr'
  | 'copyFromSourceHierarchy';

export function operationKind(operation: DirectoryOperation): DirectoryOperationKind {
  if ('replaceEntityEmployeeList' in operation) return 'replaceEntityEmployeeList';
  if ('upserts' in operation) return 'upserts';
  if ('deletes' in operation) return 'deletes';
  if ('deleteEntityEmployeeList' in operation) return 'deleteEntityEmployeeList';
  if ('resetPersonalIdentificationNr' in operation) return 'resetPersonalIdentificationNr';
  return 'copyFromSourceHierarchy';
}

/** The hierarchies an operation writes or reads (the policy's targets). */
export function directoryTargets(operation: DirectoryOperation): string[] {
  if ('copyFromSourceHierarchy' in operation) {
    return [
      ...new Set([
        operation.EntityHierarchy,
        operation.sourceHierarchy,
        operation.destinationHierarchy,
      ]),
    ];
  }
  return [operation.EntityHierarchy];
}
