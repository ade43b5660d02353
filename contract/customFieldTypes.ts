/** The input types of a custom field (zod-free: screens check stored fields without zod). */
export const CUSTOM_FIELD_INPUT_TYPES = [
  'text',
  'staticDropDownListSingleSelect',
  'staticDropDownListMultiSelect',
] as const;
export type CustomFieldInputType = (typeof CUSTOM_FIELD_INPUT_TYPES)[number];
