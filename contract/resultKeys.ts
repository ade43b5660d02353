/** Evacuation write answers (contract/evacuation.ts): the only success keys of those writes. */
export const EVAC_UPDATED = 'EVAC_UPDATED';
export const EVAC_ACTIVATION_UPDATED = 'EVAC_ACTIVATION_UPDATED';

/** Result keys treated as success (spec/frame.md §7). Any other key is an error. */
export const SUCCESS_RESULT_KEYS = [
  'LOG_RETRIEVED',
  'SIGNOUT_SUCCESS',
  'REVERT_SIGNOUT_SUCCESS',
  'ENTRIES_DELETED',
  'CUSTOM_FIELD_VALUE_UPDATED',
  'BADGE_NR_UPDATED',
  'INDUCTION_UPDATED',
  'ID_CHECKED',
  'ASSET_SERIAL_NUMBER_UPDATED',
  'OPERATIONS_PROCESSED',
  'OPERATION_PROCESSED',
  'MARK_ARRIVED_SUCCESS',
  'UNMARK_ARRIVED_SUCCESS',
] as const;

export type SuccessResultKey = (typeof SUCCESS_RESULT_KEYS)[number];

/** Success keys of single reads the spec's shared list lacks (their definitions name them). */
export const CREDENTIAL_RETRIEVED = 'CREDENTIAL_RETRIEVED';
export const HIERARCHY_CONFIGURATION_RETRIEVED = 'HIERARCHY_CONFIGURATION_RETRIEVED';
export const ASYNC_RESPONSE_PAYLOAD = 'ASYNC_RESPONSE_PAYLOAD';
/** The server no longer holds changes back to the given cursor: reload the scope in full. */
export const CURSOR_EXPIRED = 'CURSOR_EXPIRED';

export function isSuccessKey(key: unknown): key is SuccessResultKey {
  return typeof key === 'string' && (SUCCESS_RESULT_KEYS as readonly string[]).includes(key);
}

/** The answer of an unauthenticated call (HTTP 401). The client renews once and retries. */
export const NO_CREDENTIALS_MESSAGE = 'No credentials';
export const NOT_AUTHORIZED_MESSAGE = 'Not Authorized';
