/**
 * The refusal keys of customFieldProcessor and their messages (spec/workers.md §8 "Custom
 * fields", verbatim, typos included), and which of them open the 'There was a problem with your
 * operation' modal with its Refresh Fields button. Pure: the client shows them, the server uses
 * the keys.
 */
export const CUSTOM_FIELD_ERRORS = {
  DUPLICATE_DISABLED_FIELD:
    'There is an existing disabled field with this field name, delete or re-enable the existing field to continue.',
  DUPLICATE_ACTIVE_FIELD: 'The field already exists.',
  FIELD_INSTANCE_OBSOLETE: 'The field has changed since last operation.',
  CONSUMED_FIELD_CHANGE_WITHOUT_UNLOCK: 'The field has been consumed since last operation.',
  EDIT_NON_EXISTING_FIELD: 'The field has been delete since last operation.',
  NO_UPDATE_RECEIVED: 'Nothing has changed.',
  NO_CONSUMERS_FOUND: 'The field was unlocked but not consumed by any flows or notifications.',
} as const;
export type CustomFieldErrorKey = keyof typeof CUSTOM_FIELD_ERRORS;

export const OPERATION_FAILED = 'The operation failed';

/** The keys after which the list the administrator saw is outdated: the Refresh Fields modal. */
export const REFRESH_FIELDS_KEYS: readonly CustomFieldErrorKey[] = [
  'FIELD_INSTANCE_OBSOLETE',
  'EDIT_NON_EXISTING_FIELD',
  'NO_CONSUMERS_FOUND',
  'CONSUMED_FIELD_CHANGE_WITHOUT_UNLOCK',
];

export function isCustomFieldErrorKey(key: string): key is CustomFieldErrorKey {
  return Object.hasOwn(CUSTOM_FIELD_ERRORS, key);
}

/** Whether a refusal with this key opens the Refresh Fields modal. */
export function needsFieldRefresh(key: string | undefined): boolean {
  return key !== undefined && (REFRESH_FIELDS_KEYS as readonly string[]).includes(key);
}

/**
 * What a refused operation shows: the catalogue's message for a known key, any other key as is,
 * and 'The operation failed' when there is no key at all. `translate` gives the message in the
 * user's language (the client passes Lingui's), identity by default.
 */
export function customFieldErrorMessage(
  key: string | undefined,
  translate: (key: CustomFieldErrorKey, english: string) => string = (_key, english) => english,
): string {
  if (key === undefined || key === '') return OPERATION_FAILED;
  return isCustomFieldErrorKey(key) ? translate(key, CUSTOM_FIELD_ERRORS[key]) : key;
}
