import { CUSTOM_FIELD_INPUT_TYPES } from './customFieldTypes.ts';
import type { CustomField, CustomFieldsConfig, DropDownItem } from './customFields.ts';
import { isInSubtree } from './hierarchy.ts';
import { array, boolean, nonNegativeInt, object, oneOf, record, string } from './plainCheck.ts';
import type { CustomFieldValue } from './visitorLogUpdates.ts';

/**
 * Which custom field values a record may take (spec/visitors.md §7 "custom field value update",
 * spec/workers.md "Custom field definition"), run by the client before it queues an edit and by
 * the server before it writes one. Decisions where the spec is silent:
 * - A field applies at the location it is defined at and every location below it.
 * - A value is set only in a field that applies, is not deleted and is not disabled; a drop-down
 *   field takes item ids of its own list (one for a single select, any number for a multi
 *   select), a text field one line of text.
 * - Clearing a value (empty text, no items) is always allowed: it removes data, whatever became
 *   of the field since it was captured.
 */

export const CUSTOM_FIELD_NOT_FOUND = 'CUSTOM_FIELD_NOT_FOUND';
export const CUSTOM_FIELD_DISABLED = 'CUSTOM_FIELD_DISABLED';
export const CUSTOM_FIELD_VALUE_INVALID = 'CUSTOM_FIELD_VALUE_INVALID';

export interface CustomFieldRefusal {
  key:
    | typeof CUSTOM_FIELD_NOT_FOUND
    | typeof CUSTOM_FIELD_DISABLED
    | typeof CUSTOM_FIELD_VALUE_INVALID;
  message: string;
}

/** The fields that apply at `hierarchy`, not deleted, by name. */
export function fieldsAt(fields: readonly CustomField[], hierarchy: string): CustomField[] {
  return fields
    .filter((field) => !field.deleted && isInSubtree(hierarchy, field.EntityHierarchy))
    .sort((a, b) => a.fieldName.localeCompare(b.fieldName) || a.fieldId.localeCompare(b.fieldId));
}

const storedItem = object<DropDownItem>(
  { itemId: string(), optionTextId: string(), optionText: string() },
  true,
);
const storedField = object<CustomField>(
  {
    EntityHierarchy: string(),
    fieldId: string(),
    fieldName: string(),
    inputType: oneOf(CUSTOM_FIELD_INPUT_TYPES),
    staticDropDownListItems: array(storedItem),
    disabled: boolean,
    deleted: boolean,
    consumers: array(string()),
    lmt: nonNegativeInt,
  },
  true,
);
/**
 * additionalConfigs.customFields as the device holds it, checked without zod (the details modal
 * that reads it stays small); the same shape as `customFieldsConfig`.
 */
export const storedCustomFieldsConfig = record(array(storedField));

/** Every field of a configuration's additionalConfigs.customFields, in one list. */
export function configuredFields(config: CustomFieldsConfig | undefined): CustomField[] {
  return Object.values(config ?? {}).flat();
}

function isCleared(value: CustomFieldValue): boolean {
  return Array.isArray(value) ? value.length === 0 : value.trim() === '';
}

/** Why `value` may not go in field `fieldId` at a location with `fields`; null when it may. */
export function customFieldValueRefusal(
  fields: readonly CustomField[],
  fieldId: string,
  value: CustomFieldValue,
): CustomFieldRefusal | null {
  if (isCleared(value)) return null;
  const field = fields.find((candidate) => candidate.fieldId === fieldId && !candidate.deleted);
  if (!field) {
    return { key: CUSTOM_FIELD_NOT_FOUND, message: 'The custom field does not exist here' };
  }
  if (field.disabled) {
    return { key: CUSTOM_FIELD_DISABLED, message: 'The custom field is disabled' };
  }
  const items = new Set(field.staticDropDownListItems.map((item) => item.itemId));
  const invalid = (message: string): CustomFieldRefusal => ({
    key: CUSTOM_FIELD_VALUE_INVALID,
    message,
  });
  switch (field.inputType) {
    case 'text':
      return Array.isArray(value) || /[\r\n]/.test(value)
        ? invalid('The custom field takes one line of text')
        : null;
    case 'staticDropDownListSingleSelect':
      return typeof value === 'string' && items.has(value)
        ? null
        : invalid('Choose one of the custom field’s items');
    case 'staticDropDownListMultiSelect': {
      const chosen = Array.isArray(value) ? value : [value];
      return chosen.every((itemId) => items.has(itemId))
        ? null
        : invalid('Choose items of the custom field’s list');
    }
  }
}

/**
 * A stored value as people read it: drop-down item ids as their texts (an item no longer in the
 * list keeps its id), multi selects joined with ';' (spec/frame.md §5).
 */
export function customFieldValueText(field: CustomField | undefined, value: unknown): string {
  const texts = new Map(
    (field?.staticDropDownListItems ?? []).map((item) => [item.itemId, item.optionText]),
  );
  const one = (part: unknown): string => {
    if (part === null || part === undefined || typeof part === 'object') return '';
    const text = String(part);
    return texts.get(text) ?? text;
  };
  return Array.isArray(value) ? value.map(one).join(';') : one(value);
}
