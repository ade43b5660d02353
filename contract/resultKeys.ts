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

/** Keys the client treats as success for specific operations beyond the shared list. */
export const CREDENTIAL_RETRIEVED = 'CREDENTIAL_RETRIEVED';
export const HIERARCHY_CONFIGURATION_RETRIEVED = 'HIERARCHY_CONFIGURATION_RETRIEVED';
/**
 * Success keys of single operations that the spec's shared list lacks: the credential and
 * configuration reads, the evacuation writes (EVAC_UPDATED, EVAC_ACTIVATION_UPDATED), the worker
 * image review and the screening reset. A client
 * accepts these besides SUCCESS_RESULT_KEYS.
 */
export const OPERATION_SUCCESS_KEYS = [
  CREDENTIAL_RETRIEVED,
  HIERARCHY_CONFIGURATION_RETRIEVED,
  EVAC_UPDATED,
  EVAC_ACTIVATION_UPDATED,
  // Worker image review and the screening reset (spec/workers.md §7).
  'IMAGE_ACCEPTED',
  'REF_IMAGE_REMOVED',
  'REJECT_SUCCESS',
  'ADMIN_RESET_SCREENING_SUCCESSFUL',
  'ADMIN_DELETE_SCREENING_SUCCESSFUL',
  // The API key list (spec/workers.md §7 retrieveAPIKeys).
  'KEYS_RETRIEVED',
  // The induction configuration read (inductionOperations/retrieveInductionConfiguration).
  'INDUCTION_CONFIGURATION_RETRIEVED',
  // Location settings (contract/locationSettings.ts): the read and a section's save.
  'LOCATION_SETTINGS_RETRIEVED',
  'LOCATION_SETTINGS_SAVED',
] as const;
export const ASYNC_RESPONSE_PAYLOAD = 'ASYNC_RESPONSE_PAYLOAD';
/** The server no longer holds changes back to the given cursor: reload the scope in full. */
export const CURSOR_EXPIRED = 'CURSOR_EXPIRED';

export function isSuccessKey(key: unknown): key is SuccessResultKey {
  return typeof key === 'string' && (SUCCESS_RESULT_KEYS as readonly string[]).includes(key);
}

/** The answer of an unauthenticated call (HTTP 401). The client renews once and retries. */
export const NO_CREDENTIALS_MESSAGE = 'No credentials';
export const NOT_AUTHORIZED_MESSAGE = 'Not Authorized';
