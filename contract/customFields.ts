import { z } from 'zod';
import { identifier, locationKey, requiredName } from './input/index.ts';
import { epochMs } from './records.ts';
import { CUSTOM_FIELD_INPUT_TYPES, type CustomFieldInputType } from './customFieldTypes.ts';

/**
 * Custom fields (spec/workers.md "Custom fields and notifications configuration", "Custom field
 * definition", §4 "Custom fields", §7 customFieldProcessor, §8 "Custom fields"): an ADMIN adds,
 * edits, deletes, enables and disables the fields a location's flows capture. The definition is
 * the spec's (fieldId, deleted, EntityHierarchy, inputType, staticDropDownListItems with itemId
 * and optionTextId) plus what administering it needs: the field's name, disabled, lmt (the
 * version an edit names: FIELD_INSTANCE_OBSOLETE) and consumers (the flows or notifications that
 * use the field: changing or deleting a consumed field needs `unlock`).
 */

export { CUSTOM_FIELD_INPUT_TYPES, type CustomFieldInputType } from './customFieldTypes.ts';

/** Input types whose values are chosen from staticDropDownListItems. */
export function isDropDown(inputType: CustomFieldInputType): boolean {
  return inputType !== 'text';
}

export const MAX_DROP_DOWN_ITEMS = 100;

export const dropDownItem = z.object({
  itemId: identifier({ max: 100 }),
  /** The item's text id (customField.<fieldId>.<itemId>), set by the server. */
  optionTextId: z.string(),
  /** The item's text as the administrator wrote it (the i18n texts area is not built). */
  optionText: z.string(),
});
export type DropDownItem = z.infer<typeof dropDownItem>;

export const customField = z.object({
  EntityHierarchy: z.string(),
  fieldId: z.string(),
  fieldName: z.string(),
  inputType: z.enum(CUSTOM_FIELD_INPUT_TYPES),
  staticDropDownListItems: z.array(dropDownItem),
  disabled: z.boolean(),
  deleted: z.boolean(),
  /** Flow or notification ids that capture or use the field. */
  consumers: z.array(z.string()),
  lmt: epochMs,
});
export type CustomField = z.infer<typeof customField>;

/** An item as the administrator sends it: its id (new items get one on the device) and text. */
const itemInput = z.object({
  itemId: identifier({ max: 100 }),
  optionText: requiredName({ max: 200 }),
});
export type DropDownItemInput = z.infer<typeof itemInput>;

const definition = {
  EntityHierarchy: locationKey(),
  fieldName: requiredName({ max: 100 }),
  inputType: z.enum(CUSTOM_FIELD_INPUT_TYPES),
  staticDropDownListItems: z.array(itemInput).max(MAX_DROP_DOWN_ITEMS).default([]),
};

const fieldRef = {
  EntityHierarchy: locationKey(),
  fieldId: identifier({ max: 100 }),
  /** The lmt of the field as the administrator saw it. */
  lmt: epochMs,
};

/** The definition's own rules: drop-down items for drop-down types only, unique ids and texts. */
function checkItems(
  field: { inputType: CustomFieldInputType; staticDropDownListItems: DropDownItemInput[] },
  context: z.RefinementCtx,
): void {
  const items = field.staticDropDownListItems;
  if (!isDropDown(field.inputType)) {
    if (items.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['staticDropDownListItems'],
        message: 'only drop-down fields have items',
      });
    }
    return;
  }
  if (items.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['staticDropDownListItems'],
      message: 'a drop-down field needs at least one item',
    });
  }
  if (new Set(items.map((item) => item.itemId)).size !== items.length) {
    context.addIssue({
      code: 'custom',
      path: ['staticDropDownListItems'],
      message: 'item ids must be unique',
    });
  }
  if (new Set(items.map((item) => item.optionText.toLowerCase())).size !== items.length) {
    context.addIssue({
      code: 'custom',
      path: ['staticDropDownListItems'],
      message: 'item texts must be unique',
    });
  }
}

export const customFieldProcessorRequest = z.discriminatedUnion('operation', [
  z.object({
    operation: z.literal('addField'),
    fieldDetails: z.object(definition).superRefine(checkItems),
  }),
  z.object({
    operation: z.literal('editField'),
    fieldDetails: z
      .object({ ...definition, ...fieldRef, unlock: z.boolean().default(false) })
      .superRefine(checkItems),
  }),
  z.object({
    operation: z.literal('deleteField'),
    fieldDetails: z.object({ ...fieldRef, unlock: z.boolean().default(false) }),
  }),
  z.object({ operation: z.literal('enableField'), fieldDetails: z.object(fieldRef) }),
  z.object({ operation: z.literal('disableField'), fieldDetails: z.object(fieldRef) }),
]);
export type CustomFieldProcessorRequest = z.input<typeof customFieldProcessorRequest>;
export type CustomFieldOperation = CustomFieldProcessorRequest['operation'];

export const customFieldProcessorResponse = z.object({
  key: z.literal('OPERATION_PROCESSED'),
  /** The field after the operation (deleteField: with deleted true). */
  fieldResult: customField,
});
export type CustomFieldProcessorResponse = z.infer<typeof customFieldProcessorResponse>;

export const retrieveCustomFieldsRequest = z.object({
  query: z.object({ hierarchies: z.array(locationKey()).min(1).max(100) }),
});

export const CUSTOM_FIELDS_RETRIEVED = 'CUSTOM_FIELDS_RETRIEVED';

/**
 * additionalConfigs.customFields of the hierarchy configuration (spec/frame.md): the fields that
 * are not deleted, per location, for the devices' forms and log columns.
 */
export const customFieldsConfig = z.record(z.string(), z.array(customField));
export type CustomFieldsConfig = z.infer<typeof customFieldsConfig>;
