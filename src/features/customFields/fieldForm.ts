import {
  type CustomField,
  type CustomFieldInputType,
  type DropDownItemInput,
  isDropDown,
} from '../../../contract/customFields.ts';

/** What the add / edit form holds. */
export interface FieldFormValues {
  fieldName: string;
  inputType: CustomFieldInputType;
  items: DropDownItemInput[];
  unlock: boolean;
}

export type FieldFormProblem =
  | 'nameRequired'
  | 'itemsRequired'
  | 'itemTextRequired'
  | 'itemsRepeated';

export function initialValues(field: CustomField | undefined): FieldFormValues {
  if (!field) return { fieldName: '', inputType: 'text', items: [], unlock: false };
  return {
    fieldName: field.fieldName,
    inputType: field.inputType,
    items: field.staticDropDownListItems.map(({ itemId, optionText }) => ({ itemId, optionText })),
    unlock: false,
  };
}

/** The items sent: none for a text field, trimmed texts for a drop-down. */
export function itemsToSend(values: FieldFormValues): DropDownItemInput[] {
  if (!isDropDown(values.inputType)) return [];
  return values.items.map((item) => ({ itemId: item.itemId, optionText: item.optionText.trim() }));
}

/** The first reason the form cannot be sent (the server's rules, said before sending). */
export function formProblem(values: FieldFormValues): FieldFormProblem | null {
  if (values.fieldName.trim() === '') return 'nameRequired';
  if (!isDropDown(values.inputType)) return null;
  const items = itemsToSend(values);
  if (items.length === 0) return 'itemsRequired';
  if (items.some((item) => item.optionText === '')) return 'itemTextRequired';
  const texts = new Set(items.map((item) => item.optionText.toLowerCase()));
  return texts.size === items.length ? null : 'itemsRepeated';
}
